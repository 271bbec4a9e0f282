// The comparison rules of scripts/kernel-surface.mjs: `node --test scripts/kernel-surface.test.mjs`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  bumpOf,
  compareSurfaces,
  describeFinding,
  neededLevel,
  nextVersion,
  verdict,
} from './kernel-surface.mjs';

const recorded = {
  'export shared-kernel bridge': 'const: Bridge',
  'export shared-kernel Bridge': 'interface',
  'export shared-kernel Bridge.call':
    'member: <M extends BridgeMethod>(method: M) => Promise<BridgeResult<M>>',
  'export shared-kernel CallOptions': 'interface',
  'export shared-kernel CallOptions.timeoutMs': 'member?: number | undefined',
  'export shared-kernel EventPayloads': 'interface',
  'export shared-kernel EventPayloads["session.changed"]': 'member: { loggedIn: boolean; userId?: string; }',
  'export shared-kernel dialogs': 'const: object',
  'export shared-kernel dialogs.alert': 'member: (options: AlertOptions) => Promise<void>',
  'export shared-kernel/isomorphic bmi': 'function: (weight: number, height: number) => number',
  'bus-event session.changed': 'v1 { loggedIn: boolean; userId?: string }',
  'bridge-message getPhoto': 'params { maxSize: number } → data { dataUrl: string }',
};

const surfaceWith = (changes) => {
  const next = { ...recorded, ...changes };
  for (const [key, value] of Object.entries(changes)) if (value === undefined) delete next[key];
  return next;
};

describe('comparing surfaces', () => {
  it('finds nothing when nothing changed, and that needs no bump', () => {
    const findings = compareSurfaces(recorded, { ...recorded });
    assert.deepEqual(findings, []);
    assert.equal(neededLevel(findings), 'none');
    assert.equal(
      verdict({ recorded: { version: '1.2.3', surface: recorded }, current: recorded, version: '1.2.3' }).ok,
      true,
    );
  });

  it('calls a removed export, member, event or message a breaking change', () => {
    for (const key of [
      'export shared-kernel/isomorphic bmi',
      'export shared-kernel dialogs.alert',
      'bus-event session.changed',
      'bridge-message getPhoto',
    ]) {
      const findings = compareSurfaces(recorded, surfaceWith({ [key]: undefined }));
      assert.deepEqual(
        findings.map(({ level, change, key: found }) => ({ level, change, key: found })),
        [{ level: 'major', change: 'removed', key }],
      );
    }
  });

  it('calls a changed signature, payload or answer a breaking change', () => {
    const changes = {
      'export shared-kernel/isomorphic bmi':
        'function: (weight: number, height: number, unit: string) => number',
      'export shared-kernel CallOptions.timeoutMs': 'member: number', // optional → required
      'bus-event session.changed': 'v2 { loggedIn: boolean; userId?: string }', // a new event version
      'bridge-message getPhoto': 'params { maxSize: number } → data { dataUrl: string; width: number }',
    };
    for (const [key, value] of Object.entries(changes)) {
      const [finding] = compareSurfaces(recorded, surfaceWith({ [key]: value }));
      assert.equal(finding.level, 'major', key);
      assert.equal(finding.change, 'changed', key);
      assert.match(
        describeFinding(finding),
        new RegExp(`BREAKING: changed ${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
    }
  });

  it('calls an added export, event, message, optional member or catalogue entry an addition', () => {
    const additions = {
      'export shared-kernel/isomorphic whr': 'function: (waist: number, hip: number) => number',
      'export shared-kernel CallOptions.signal': 'member?: AbortSignal | undefined',
      'export shared-kernel dialogs.sheet': 'member: (options: SheetOptions) => Promise<void>', // a member of a constant
      'export shared-kernel EventPayloads["lifelog.changed"]': 'member: { lifelogTypeKey: string; }', // a catalogue
      'bus-event lifelog.changed': 'v1 { lifelogTypeKey: string }',
      'bridge-message sendSms': 'params { message: string; mobilePhone: string } → data nothing',
    };
    for (const [key, value] of Object.entries(additions)) {
      const findings = compareSurfaces(recorded, surfaceWith({ [key]: value }));
      assert.deepEqual(
        findings.map(({ level, change }) => ({ level, change })),
        [{ level: 'minor', change: 'added' }],
        key,
      );
    }
  });

  it('calls a new required member of an exported interface breaking: a remote may build such objects', () => {
    const findings = compareSurfaces(
      recorded,
      surfaceWith({ 'export shared-kernel CallOptions.retries': 'member: number' }),
    );
    assert.equal(findings[0].level, 'major');
    assert.match(
      describeFinding(findings[0]),
      /required member to export shared-kernel CallOptions: retries .*make it optional/,
    );
    const quoted = compareSurfaces(
      recorded,
      surfaceWith({ 'export shared-kernel CallOptions["x-retries"]': 'member: number' }),
    );
    assert.match(
      describeFinding(quoted[0]),
      /required member to export shared-kernel CallOptions: x-retries /,
    );
  });

  it('calls a new required member of an interface only the kernel makes (KeptQueue) an addition', () => {
    const withQueue = {
      ...recorded,
      'export shared-kernel KeptQueue': 'interface',
      'export shared-kernel KeptQueue.keep': 'member: (userId: string, entry: Entry) => void',
    };
    const findings = compareSurfaces(withQueue, {
      ...withQueue,
      'export shared-kernel KeptQueue.drop': 'member: (userId: string, entry: Entry) => void',
    });
    assert.deepEqual(
      findings.map(({ level, change }) => ({ level, change })),
      [{ level: 'minor', change: 'added' }],
    );
  });

  it('calls a new interface with its members an addition: no remote built one before', () => {
    const findings = compareSurfaces(recorded, {
      ...recorded,
      'export shared-kernel LazyModule': 'interface<Module>',
      'export shared-kernel LazyModule.load': 'member: () => Promise<Module>',
    });
    assert.deepEqual(
      findings.map(({ level }) => level),
      ['minor', 'minor'],
    );
  });

  it('sees no change when only the names a destructured parameter takes apart change', () => {
    const key = 'export shared-kernel createKeptQueue';
    const before = {
      ...recorded,
      [key]: 'function: <E>({ kind, toCall, }: KeptQueueOptions<E>) => KeptQueue<E>',
    };
    const renamed = {
      [key]: 'function: <E>({ kind, toCall, changeOfMade, }: KeptQueueOptions<E>) => KeptQueue<E>',
    };
    assert.deepEqual(compareSurfaces(before, { ...before, ...renamed }), []);
    const retyped = { [key]: 'function: <E>({ kind, toCall, }: OtherOptions<E>) => KeptQueue<E>' };
    assert.equal(compareSurfaces(before, { ...before, ...retyped })[0].level, 'major');
  });

  it('needs the highest level of all findings', () => {
    const findings = compareSurfaces(
      recorded,
      surfaceWith({
        'export shared-kernel/isomorphic whr': 'function: () => number',
        'bridge-message getPhoto': undefined,
      }),
    );
    assert.equal(neededLevel(findings), 'major');
  });
});

describe('versions follow npm caret ranges, as the runtime singleton `^version` does', () => {
  it('tells a breaking bump, a feature bump and a fix apart from 1.x on', () => {
    assert.equal(bumpOf('1.4.2', '2.0.0'), 'major');
    assert.equal(bumpOf('1.4.2', '1.5.0'), 'minor');
    assert.equal(bumpOf('1.4.2', '1.4.3'), 'patch');
    assert.equal(bumpOf('1.4.2', '1.4.2'), 'none');
    assert.equal(bumpOf('1.4.2', '1.3.9'), 'backwards');
  });

  it('treats the minor number of a 0.x version as the breaking one (^0.1.0 is <0.2.0)', () => {
    assert.equal(bumpOf('0.1.0', '0.2.0'), 'major');
    assert.equal(bumpOf('0.1.0', '1.0.0'), 'major');
    assert.equal(bumpOf('0.1.0', '0.1.1'), 'minor');
    assert.equal(bumpOf('0.0.3', '0.0.4'), 'major');
    assert.equal(nextVersion('0.1.3', 'major'), '0.2.0');
    assert.equal(nextVersion('0.1.3', 'minor'), '0.1.4');
    assert.equal(nextVersion('1.4.2', 'major'), '2.0.0');
    assert.equal(nextVersion('1.4.2', 'minor'), '1.5.0');
  });
});

describe('the verdict', () => {
  const removed = surfaceWith({ 'export shared-kernel/isomorphic bmi': undefined });
  const added = surfaceWith({ 'export shared-kernel/isomorphic whr': 'function: () => number' });

  it('fails a removal without a major bump and names the version it needs', () => {
    for (const version of ['1.2.3', '1.2.4', '1.3.0']) {
      const result = verdict({
        recorded: { version: '1.2.3', surface: recorded },
        current: removed,
        version,
      });
      assert.equal(result.ok, false, version);
      assert.match(result.problems[0], /breaking change since 1\.2\.3, which needs version 2\.0\.0 or later/);
    }
    assert.equal(
      verdict({ recorded: { version: '1.2.3', surface: recorded }, current: removed, version: '2.0.0' }).ok,
      true,
    );
  });

  it('fails an addition without a feature bump, and passes it with one (or a major one)', () => {
    const at = (version) =>
      verdict({ recorded: { version: '1.2.3', surface: recorded }, current: added, version });
    assert.equal(at('1.2.3').ok, false);
    assert.equal(at('1.2.4').ok, false);
    assert.match(at('1.2.4').problems[0], /an addition since 1\.2\.3, which needs version 1\.3\.0 or later/);
    assert.equal(at('1.3.0').ok, true);
    assert.equal(at('2.0.0').ok, true);
  });

  it('refuses a version lower than the recorded one', () => {
    const result = verdict({
      recorded: { version: '1.2.3', surface: recorded },
      current: recorded,
      version: '1.2.2',
    });
    assert.equal(result.ok, false);
    assert.match(result.problems[0], /lower than the recorded surface's 1\.2\.3/);
  });
});
