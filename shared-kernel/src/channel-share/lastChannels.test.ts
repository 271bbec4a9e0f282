/** @jest-environment jsdom */
import { ApiError } from '../http/errors';
import type { Channel, ChannelList } from '../isomorphic';
import { session } from '../session';
import { demoUser, logIn, resetSession } from '../testing/fakeApi';
import { channelsOrLastLoaded } from './lastChannels';

// Issue 32.6: offline, a post or a share still names its channels, from the list last loaded on this phone.

const family: Channel = {
  chnSn: 7,
  chnTypeCode: '0002',
  chnNm: '우리 가족',
  chnImage: null,
  chnBgImage: null,
  mngrAt: 'N',
  posInvtAt: 'N',
  prtcpntCnt: 3,
  feedCnt: 0,
  newFeedCnt: 0,
  creatDt: '2026-03-01T09:00:00+09:00',
};
const list: ChannelList = { chnList: [family] } as ChannelList;
const offline = () => Promise.reject(new ApiError(0, 'M0145', 'offline'));

beforeEach(() => {
  resetSession();
  logIn();
});

describe('channelsOrLastLoaded', () => {
  it('answers the list last loaded on this phone when the API cannot be reached', async () => {
    await expect(channelsOrLastLoaded(async () => list)).resolves.toEqual(list);

    await expect(channelsOrLastLoaded(offline)).resolves.toEqual(list);
  });

  it('passes a refusal on, and the network failure when nothing was loaded before', async () => {
    await expect(channelsOrLastLoaded(offline)).rejects.toMatchObject({ code: 'M0145' });
    await channelsOrLastLoaded(async () => list);

    await expect(
      channelsOrLastLoaded(() => Promise.reject(new ApiError(403, 'M0105', 'no'))),
    ).rejects.toMatchObject({ code: 'M0105' });
  });

  it('forgets the list at logout and never gives it to another person', async () => {
    await channelsOrLastLoaded(async () => list);
    session.clear();
    logIn(demoUser);
    await expect(channelsOrLastLoaded(offline)).rejects.toMatchObject({ code: 'M0145' });

    await channelsOrLastLoaded(async () => list);
    logIn({ ...demoUser, userId: 'someone-else' });
    await expect(channelsOrLastLoaded(offline)).rejects.toMatchObject({ code: 'M0145' });
  });
});
