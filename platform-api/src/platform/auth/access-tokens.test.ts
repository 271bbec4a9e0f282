import { SignJWT } from 'jose';
import { accessTokenLifetimeSeconds, createAccessTokens } from './access-tokens';

const secret = new Uint8Array(32).fill(7);
const nowSeconds = Date.UTC(2026, 2, 2, 0, 0, 0) / 1000;
const tokens = createAccessTokens(secret, () => new Date(nowSeconds * 1000));

/** A token signed with the API's own key (as a leaked key could), issued at `iat` and expiring at `exp`. */
function signedToken(iat: number, exp: number): Promise<string> {
  return new SignJWT({ client_id: 'family-health-app', scope: 'lifelog.read' })
    .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
    .setIssuer('platform-api')
    .setAudience('platform-api')
    .setSubject('demo')
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secret);
}

describe('access tokens', () => {
  it('accept a token the API issued', async () => {
    const issued = await tokens.issue({
      kind: 'user',
      userId: 'demo',
      clientId: 'family-health-app',
      scopes: [],
    });
    expect(await tokens.verify(issued)).toMatchObject({ kind: 'user', userId: 'demo' });
  });

  it('accept a token issued a few seconds ahead by another instance whose clock runs fast', async () => {
    const token = await signedToken(nowSeconds + 3, nowSeconds + 3 + accessTokenLifetimeSeconds);
    expect(await tokens.verify(token)).toMatchObject({ userId: 'demo' });
  });

  it('refuse a correctly signed token whose issue time is in the future', async () => {
    const token = await signedToken(nowSeconds + 3600, nowSeconds + 3600 + accessTokenLifetimeSeconds);
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuse a correctly signed token whose lifetime exceeds the configured one (a 10-year token)', async () => {
    const tenYears = 10 * 365 * 24 * 3600;
    expect(await tokens.verify(await signedToken(nowSeconds - 60, nowSeconds + tenYears))).toBeUndefined();
    expect(
      await tokens.verify(
        await signedToken(nowSeconds - 60, nowSeconds - 60 + accessTokenLifetimeSeconds + 1),
      ),
    ).toBeUndefined();
  });
});
