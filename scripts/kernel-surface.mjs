// The shared kernel's public surface, versioned: its exports (names and TypeScript signatures of the
// `shared-kernel` and `shared-kernel/isomorphic` entry points), its bus events (names, versions, payload
// types and schemas) and its native bridge protocol (messages, answers, events, result codes, window globals).
//
//   node scripts/kernel-surface.mjs           compares the current surface with shared-kernel/surface.json and
//                                             the version in shared-kernel/package.json; exit 1 on a change
//                                             the version does not allow (`npm test` runs this)
//   node scripts/kernel-surface.mjs --write   records the current surface (refused when the version is short)
//
// The kernel is a runtime singleton shared with `requiredVersion: ^version`, so the rules follow npm's caret:
// a breaking change needs a version outside `^previous` (1.4.2 → 2.0.0; while it is 0.x: 0.1.3 → 0.2.0), an
// addition a feature bump inside it (1.4.2 → 1.5.0; while it is 0.x: 0.1.3 → 0.1.4). See shared-kernel/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kernelDir = path.join(root, 'shared-kernel');
export const surfaceFile = path.join(kernelDir, 'surface.json');
const packageFile = path.join(kernelDir, 'package.json');

/** Interfaces that are catalogues: a new member is a new event or message, an addition like any other. */
export const catalogues = ['EventPayloads', 'BridgeMethods', 'BridgeEvents'];

/**
 * Interfaces of objects only the kernel makes (a remote receives one, from `createKeptQueue`, and never builds
 * its own): a new member breaks no remote, so it is an addition.
 */
export const madeByKernel = ['KeptQueue'];

/**
 * A signature without the names its destructured parameters take apart (`({ kind, toCall, }: Options<E>)` →
 * `({…}: Options<E>)`): they are the function's own business; its parameter types are the surface.
 */
function withoutBindingNames(description) {
  return description.replace(/\{ (?:[\w$]+(?:: [\w$]+)?, )+\}(?=: )/g, '{…}');
}

// ---------------------------------------------------------------------------------------------------------
// Versions (npm caret semantics)

export function parseVersion(text) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text ?? '');
  if (!match) throw new Error(`"${text}" is not a plain major.minor.patch version`);
  return match.slice(1).map(Number);
}

function compareVersions(a, b) {
  for (let index = 0; index < 3; index += 1) if (a[index] !== b[index]) return a[index] - b[index];
  return 0;
}

/** What a move from `before` to `after` allows: 'major' (outside ^before), 'minor', 'none' or 'backwards'. */
export function bumpOf(before, after) {
  const [a, b] = [parseVersion(before), parseVersion(after)];
  const order = compareVersions(b, a);
  if (order < 0) return 'backwards';
  if (order === 0) return 'none';
  // The first non-zero number of ^before is the one that breaks; the next one is the feature number.
  const breaking = a[0] > 0 ? 0 : a[1] > 0 ? 1 : 2;
  if (b.slice(0, breaking + 1).join('.') !== a.slice(0, breaking + 1).join('.')) return 'major';
  // Under ^0.0.x every release breaks; otherwise a feature bump raises the number after the breaking one.
  if (breaking === 2) return 'major';
  return b[breaking + 1] > a[breaking + 1] ? 'minor' : 'patch';
}

/** The smallest version after `before` that allows `level` ('major' or 'minor'). */
export function nextVersion(before, level) {
  const v = parseVersion(before);
  const breaking = v[0] > 0 ? 0 : v[1] > 0 ? 1 : 2;
  const index = level === 'major' || breaking === 2 ? breaking : breaking + 1;
  return v.map((number, at) => (at < index ? number : at === index ? number + 1 : 0)).join('.');
}

const rank = { none: 0, patch: 0, minor: 1, major: 2, backwards: -1 };

// ---------------------------------------------------------------------------------------------------------
// Comparison rules

/**
 * Compares two surfaces (flat maps of key → description). Every difference is one finding with the level it
 * needs: removed or changed → major; added → minor, except a new required member of an exported interface or
 * object type that existed before (not a catalogue, not made by the kernel alone), which breaks a remote that
 * builds such an object → major.
 */
export function compareSurfaces(before, after) {
  const findings = [];
  for (const [key, was] of Object.entries(before)) {
    if (!(key in after)) findings.push({ level: 'major', change: 'removed', key, before: was });
    else if (withoutBindingNames(after[key]) !== withoutBindingNames(was))
      findings.push({ level: 'major', change: 'changed', key, before: was, after: after[key] });
  }
  for (const [key, now] of Object.entries(after)) {
    if (key in before) continue;
    const parent = parentOf(key);
    const requiredMember =
      now.startsWith('member: ') &&
      parent !== null &&
      parent in before &&
      /^(interface|type)\b/.test(after[parent] ?? '') &&
      ![...catalogues, ...madeByKernel].includes(parent.split(' ').at(-1));
    findings.push({
      level: requiredMember ? 'major' : 'minor',
      change: requiredMember ? 'added a required member to' : 'added',
      key,
      after: now,
    });
  }
  return findings;
}

/** A member's key: `Bridge.call`, or `EventPayloads["session.changed"]` for a name that is not an identifier. */
export function memberKey(parent, name) {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `${parent}.${name}` : `${parent}[${JSON.stringify(name)}]`;
}

/** `export shared-kernel Bridge.call` → `export shared-kernel Bridge`; null for a top-level key. */
function parentOf(key) {
  return /^(.*)(?:\.[A-Za-z_$][\w$]*|\["(?:[^"\\]|\\.)*"\])$/.exec(key)?.[1] ?? null;
}

function memberName(key) {
  const tail = key.slice(parentOf(key)?.length ?? 0);
  return tail.startsWith('.') ? tail.slice(1) : JSON.parse(tail.slice(1, -1));
}

/** The level the findings need: 'none', 'minor' or 'major'. */
export function neededLevel(findings) {
  return findings.reduce((level, { level: next }) => (rank[next] > rank[level] ? next : level), 'none');
}

/**
 * The verdict on the current surface against the recorded one: ok, or the problem in words that name what
 * changed and the version it needs.
 */
export function verdict({ recorded, current, version }) {
  const findings = compareSurfaces(recorded.surface, current);
  const needed = neededLevel(findings);
  const bump = bumpOf(recorded.version, version);
  const problems = [];
  if (bump === 'backwards')
    problems.push(
      `shared-kernel's version ${version} is lower than the recorded surface's ${recorded.version}.`,
    );
  else if (rank[bump] < rank[needed]) {
    const wanted = nextVersion(recorded.version, needed);
    const what = needed === 'major' ? 'a breaking change' : 'an addition';
    problems.push(
      `The kernel's public surface has ${what} since ${recorded.version}, which needs version ${wanted} or later ` +
        `(a ${needed === 'major' ? 'major' : 'feature'} bump under ^${recorded.version}); ` +
        `shared-kernel/package.json says ${version}.`,
    );
  }
  return { ok: problems.length === 0, findings, needed, bump, problems };
}

export function describeFinding({ change, key, before, after, level }) {
  const tag = level === 'major' ? 'BREAKING' : 'addition';
  if (change === 'removed') return `${tag}: removed ${key} (was ${before})`;
  if (change === 'changed') return `${tag}: changed ${key}\n      was: ${before}\n      now: ${after}`;
  if (change === 'added') return `${tag}: added ${key} (${after})`;
  return `${tag}: ${change} ${parentOf(key)}: ${memberName(key)} (${after}) — make it optional, or bump major`;
}

// ---------------------------------------------------------------------------------------------------------
// Reading the surface with the TypeScript compiler API

const entryPoints = {
  'shared-kernel': 'src/index.ts',
  'shared-kernel/isomorphic': 'src/isomorphic/index.ts',
};

/** Reads the surface of the kernel in `dir` (this checkout's by default). */
export async function readSurface(dir = kernelDir) {
  const kernelDir = dir;
  const { default: ts } = await import('typescript');
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(kernelDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  const ambient = config.fileNames.filter((file) => file.endsWith('.d.ts') && !file.startsWith(kernelDir));
  const entries = Object.values(entryPoints).map((file) => path.join(kernelDir, file));
  const program = ts.createProgram([...entries, ...ambient], { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  /**
   * One spelling per type: `import("...")` prefixes gone, and union members sorted at every depth (the
   * checker lists them in the order it met them, which an unrelated change elsewhere can reorder).
   */
  function clean(typeText) {
    const plain = typeText.replace(/import\("[^"]*"\)\./g, '').replace(/\s+/g, ' ');
    const file = ts.createSourceFile(
      'type.ts',
      `type T = ${plain};`,
      ts.ScriptTarget.Latest,
      false,
      ts.ScriptKind.TS,
    );
    const statement = file.statements[0];
    if (file.parseDiagnostics?.length || !statement || !ts.isTypeAliasDeclaration(statement)) return plain;
    const sortUnions = (context) => {
      const visit = (node) => {
        const visited = ts.visitEachChild(node, visit, context);
        if (!ts.isUnionTypeNode(visited)) return visited;
        const spelled = visited.types.map((member) => [
          printer.printNode(ts.EmitHint.Unspecified, member, file),
          member,
        ]);
        spelled.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        return ts.factory.updateUnionTypeNode(
          visited,
          ts.factory.createNodeArray(spelled.map(([, member]) => member)),
        );
      };
      return (node) => ts.visitNode(node, visit);
    };
    const [sorted] = ts.transform(statement.type, [sortUnions]).transformed;
    return printer.printNode(ts.EmitHint.Unspecified, sorted, file).replace(/\s+/g, ' ');
  }
  const text = (type, node) => clean(checker.typeToString(type, node, flags));
  const surface = {};

  const isAnonymousObject = (type) =>
    Boolean(type.flags & ts.TypeFlags.Object) &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type) &&
    type.getCallSignatures().length === 0 &&
    type.getConstructSignatures().length === 0 &&
    (!type.symbol || ['__object', '__type'].includes(type.symbol.escapedName)) &&
    !type.aliasSymbol;

  /**
   * A constant's shape without its values: literals become their base types, tuples arrays, and objects below
   * the first level `object` (a constant's nested data is data, not API: its types are exported where it matters).
   */
  function widened(type, node, level = 0) {
    if (type.isLiteral() || type.flags & ts.TypeFlags.BooleanLiteral)
      return text(checker.getBaseTypeOfLiteralType(type), node);
    if (type.isUnion()) {
      const parts = [...new Set(type.types.map((part) => widened(part, node, level)))].sort();
      if (parts.includes('false') && parts.includes('true'))
        parts.splice(parts.indexOf('false'), 2, 'boolean');
      return parts.length === 1 ? parts[0] : parts.join(' | ');
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const items = [
        ...new Set(checker.getTypeArguments(type).map((item) => widened(item, node, level))),
      ].sort();
      const item = items.length === 0 ? 'never' : items.length === 1 ? items[0] : `(${items.join(' | ')})`;
      return `readonly ${item}[]`;
    }
    if (isAnonymousObject(type)) {
      if (level > 0) return 'object';
      const members = type.getProperties().map((property) => {
        const propertyType = checker.getTypeOfSymbolAtLocation(property, node);
        const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
        return `${property.name}${optional}: ${widened(propertyType, node, level + 1)}`;
      });
      return `{ ${members.sort().join('; ')} }`;
    }
    return inferredName(type) ?? text(type, node);
  }

  /** The shape on the wire: named object types spelled out, keys sorted, literals kept. */
  function wire(type, node, depth = 0) {
    if (type.flags & ts.TypeFlags.Undefined) return 'nothing';
    if (type.flags & ts.TypeFlags.Unknown) return 'unknown';
    if (type.flags & ts.TypeFlags.Boolean) return 'boolean';
    if (type.isUnion()) {
      const parts = type.types.map((part) => wire(part, node, depth));
      return [...new Set(parts)].sort().join(' | ');
    }
    if (checker.isArrayType(type)) return `${wire(checker.getTypeArguments(type)[0], node, depth)}[]`;
    const isObject =
      type.flags & ts.TypeFlags.Object &&
      !checker.isTupleType(type) &&
      type.getCallSignatures().length === 0 &&
      !(checker.getIndexInfosOfType(type).length > 0 && type.getProperties().length === 0);
    if (!isObject || depth > 5) return text(type, node);
    const members = type.getProperties().map((property) => {
      const declared = checker.getTypeOfSymbolAtLocation(property, node);
      const propertyType =
        declared.flags & ts.TypeFlags.Unknown ? declared : checker.getNonNullableType(declared);
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const nullable =
        declared.isUnion() && declared.types.some((part) => part.flags & ts.TypeFlags.Null) ? ' | null' : '';
      return `${property.name}${optional}: ${wire(propertyType, node, depth + 1)}${nullable}`;
    });
    return `{ ${members.sort().join('; ')} }`;
  }

  function membersOf(prefix, type, node, { widen = false } = {}) {
    for (const property of type.getProperties()) {
      const propertyType = checker.getTypeOfSymbolAtLocation(property, node);
      const key = memberKey(prefix, property.name);
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const readonly =
        property.declarations?.some(
          (declaration) => ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly,
        ) ?? false;
      const shown = widen ? widened(propertyType, node, 1) : text(propertyType, node);
      surface[key] = `member${optional}: ${readonly ? 'readonly ' : ''}${shown}`;
    }
  }

  /**
   * A constant whose type is inferred as an instance of a named generic (`formSchema({...})` →
   * `FormSchema<{ ...its data... }>`): the name counts, the data in its type arguments does not.
   */
  function inferredName(type) {
    if (type.aliasSymbol) return type.aliasTypeArguments?.length ? `${type.aliasSymbol.name}<…>` : null;
    const named = type.symbol && !['__object', '__type'].includes(type.symbol.escapedName);
    const generic = type.flags & ts.TypeFlags.Object && checker.getTypeArguments(type).length > 0;
    return named && generic && !checker.isArrayType(type) && !checker.isTupleType(type)
      ? `${type.symbol.name}<…>`
      : null;
  }

  function typeParameters(declaration) {
    const parameters = declaration?.typeParameters;
    return parameters?.length ? `<${parameters.map((parameter) => parameter.getText()).join(', ')}>` : '';
  }

  function recordExport(prefix, symbol, node) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.declarations?.[0];
    const flagsOf = target.flags;
    const entries = [];
    if (flagsOf & ts.SymbolFlags.Class) {
      const instance = checker.getDeclaredTypeOfSymbol(target);
      const statics = checker.getTypeOfSymbolAtLocation(target, node);
      const constructors = statics
        .getConstructSignatures()
        .map((signature) => clean(checker.signatureToString(signature, node, flags)));
      surface[prefix] = `class${typeParameters(declaration)} new ${constructors.join(' & ') || '()'}`;
      membersOf(prefix, instance, node);
      for (const property of statics.getProperties())
        if (property.name !== 'prototype')
          surface[memberKey(prefix, `static ${property.name}`)] =
            `static: ${text(checker.getTypeOfSymbolAtLocation(property, node), node)}`;
      return;
    }
    if (flagsOf & ts.SymbolFlags.Enum) {
      surface[prefix] = 'enum';
      for (const member of checker.getExportsOfModule(target))
        surface[memberKey(prefix, member.name)] =
          `member: ${text(checker.getTypeOfSymbolAtLocation(member, node), node)}`;
      return;
    }
    if (flagsOf & ts.SymbolFlags.Value) {
      const type = checker.getTypeOfSymbolAtLocation(target, node);
      const annotated = declaration && ts.isVariableDeclaration(declaration) && declaration.type;
      if (flagsOf & ts.SymbolFlags.Function || (!annotated && type.getCallSignatures().length > 0))
        entries.push(`function: ${text(type, node)}`);
      else if (!annotated && isAnonymousObject(type)) {
        entries.push('const: object');
        membersOf(prefix, type, node, { widen: true });
      } else if (annotated) entries.push(`const: ${clean(annotated.getText())}`);
      else entries.push(`const: ${inferredName(type) ?? widened(type, node)}`);
    }
    if (flagsOf & ts.SymbolFlags.Interface) {
      entries.push(
        `interface${typeParameters(declaration && ts.isInterfaceDeclaration(declaration) ? declaration : target.declarations?.find(ts.isInterfaceDeclaration))}`,
      );
      membersOf(prefix, checker.getDeclaredTypeOfSymbol(target), node);
    } else if (flagsOf & ts.SymbolFlags.TypeAlias) {
      const aliasDeclaration = target.declarations?.find(ts.isTypeAliasDeclaration);
      const type = checker.getDeclaredTypeOfSymbol(target);
      const generics = typeParameters(aliasDeclaration);
      if (aliasDeclaration && ts.isTypeLiteralNode(aliasDeclaration.type)) {
        entries.push(`type${generics} object`);
        membersOf(prefix, type, node);
      } else if (type.isUnion() && !generics && !(type.flags & ts.TypeFlags.Boolean)) {
        entries.push('type union');
        for (const part of type.types) surface[`${prefix} | ${text(part, node)}`] = 'alternative';
      } else {
        const body = aliasDeclaration ? clean(aliasDeclaration.type.getText()) : text(type, node);
        entries.push(`type${generics} = ${body}`);
      }
    }
    if (entries.length === 0)
      entries.push(`other: ${text(checker.getTypeOfSymbolAtLocation(target, node), node)}`);
    surface[prefix] = entries.join(' + ');
  }

  for (const [entryName, file] of Object.entries(entryPoints)) {
    const source = program.getSourceFile(path.join(kernelDir, file));
    const moduleSymbol = checker.getSymbolAtLocation(source);
    for (const symbol of checker.getExportsOfModule(moduleSymbol))
      recordExport(`export ${entryName} ${symbol.name}`, symbol, source);
  }

  // Bus events: names, versions, payload shapes and the JSON Schemas that check them on publish.
  const eventsFile = program.getSourceFile(path.join(kernelDir, 'src/bus/events.ts'));
  const eventsModule = checker.getSymbolAtLocation(eventsFile);
  const exportNamed = (moduleSymbol, name) =>
    checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === name);
  const payloads = checker.getDeclaredTypeOfSymbol(exportNamed(eventsModule, 'EventPayloads'));
  const catalogNode = exportNamed(eventsModule, 'eventCatalog').valueDeclaration.initializer;
  const catalogEntries = new Map(
    catalogNode.properties.map((property) => [
      property.name.text ?? property.name.getText(),
      property.initializer,
    ]),
  );
  for (const event of payloads.getProperties()) {
    const definition = catalogEntries.get(event.name);
    const field = (name) =>
      definition?.properties.find((property) => property.name.getText() === name)?.initializer;
    const version = field('version')?.getText() ?? '?';
    const schema = field('schema');
    surface[`bus-event ${event.name}`] =
      `v${version} ${wire(checker.getTypeOfSymbolAtLocation(event, eventsFile), eventsFile)}`;
    surface[`bus-event ${event.name} schema`] = schema
      ? clean(printer.printNode(ts.EmitHint.Expression, schema, eventsFile))
      : 'missing';
  }

  // Native bridge: messages with params and answer data, native events, envelopes, result codes, globals.
  const methodsFile = program.getSourceFile(path.join(kernelDir, 'src/bridge/methods.ts'));
  const methodsModule = checker.getSymbolAtLocation(methodsFile);
  const methods = checker.getDeclaredTypeOfSymbol(exportNamed(methodsModule, 'BridgeMethods'));
  for (const method of methods.getProperties()) {
    const shape = checker.getTypeOfSymbolAtLocation(method, methodsFile);
    const part = (name) =>
      wire(checker.getTypeOfSymbolAtLocation(shape.getProperty(name), methodsFile), methodsFile);
    surface[`bridge-message ${method.name}`] = `params ${part('params')} → data ${part('data')}`;
  }
  const nativeEvents = checker.getDeclaredTypeOfSymbol(exportNamed(methodsModule, 'BridgeEvents'));
  for (const event of nativeEvents.getProperties())
    surface[`bridge-event ${event.name}`] = wire(
      checker.getTypeOfSymbolAtLocation(event, methodsFile),
      methodsFile,
    );
  const protocolFile = program.getSourceFile(path.join(kernelDir, 'src/bridge/protocol.ts'));
  const protocolModule = checker.getSymbolAtLocation(protocolFile);
  for (const name of ['BridgeRequest', 'BridgeResponse'])
    surface[`bridge-envelope ${name}`] = wire(
      checker.getDeclaredTypeOfSymbol(exportNamed(protocolModule, name)),
      protocolFile,
    );
  surface['bridge-envelope notSupported'] = text(
    checker.getTypeOfSymbolAtLocation(exportNamed(protocolModule, 'notSupported'), protocolFile),
    protocolFile,
  );
  const codesFile =
    program.getSourceFile(path.join(kernelDir, 'src/isomorphic/codes/index.ts')) ??
    program
      .getSourceFiles()
      .find(
        (file) =>
          file.fileName.startsWith(path.join(kernelDir, 'src/isomorphic/codes')) &&
          /nativeResultCodes/.test(file.text),
      );
  const codesSymbol =
    codesFile &&
    checker
      .getSymbolsInScope(codesFile, ts.SymbolFlags.Value)
      .find((symbol) => symbol.name === 'nativeResultCodes');
  if (codesSymbol) {
    const codes = checker.getTypeOfSymbolAtLocation(codesSymbol, codesFile);
    for (const code of codes.getProperties())
      surface[`bridge-result-code ${code.name}`] = text(
        checker.getTypeOfSymbolAtLocation(code, codesFile),
        codesFile,
      );
  }
  const nativeHostFile = path.join(kernelDir, 'src/bridge/nativeHost.ts');
  const windowType = checker.getDeclaredTypeOfSymbol(
    checker.resolveName('Window', undefined, ts.SymbolFlags.Type, false),
  );
  for (const property of windowType.getProperties())
    if (property.declarations?.some((declaration) => declaration.getSourceFile().fileName === nativeHostFile))
      surface[`bridge-window ${property.name}`] = wire(
        checker.getTypeOfSymbolAtLocation(property, methodsFile),
        methodsFile,
      );

  return Object.fromEntries(Object.entries(surface).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// ---------------------------------------------------------------------------------------------------------
// Command line

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function main(argv) {
  const write = argv.includes('--write');
  const { version } = readJson(packageFile);
  const current = await readSurface();
  let recorded;
  try {
    recorded = readJson(surfaceFile);
  } catch {
    recorded = null;
  }
  if (!recorded) {
    if (!write) {
      console.error('shared-kernel/surface.json is missing: run `node scripts/kernel-surface.mjs --write`.');
      return 1;
    }
  } else {
    const result = verdict({ recorded, current, version });
    // Breaking changes first; a long list is cut, the count says how long it was.
    const shown = [...result.findings].sort((a, b) => rank[b.level] - rank[a.level]);
    for (const finding of shown.slice(0, 60)) console.log(`  ${describeFinding(finding)}`);
    if (shown.length > 60) console.log(`  … and ${shown.length - 60} more`);
    if (!result.ok) {
      for (const problem of result.problems) console.error(`✖ ${problem}`);
      console.error(
        write
          ? 'Not written: raise the version first.'
          : 'Raise the version in shared-kernel/package.json, then run `node scripts/kernel-surface.mjs --write`.',
      );
      return 1;
    }
    if (!write) {
      const pending = result.findings.length
        ? ` (${result.findings.length} change(s) allowed by ${version}: run --write to record them)`
        : '';
      console.log(`✔ kernel surface ${version}: ${Object.keys(current).length} entries${pending}`);
      return 0;
    }
  }
  const body = {
    version,
    note: 'Generated by `node scripts/kernel-surface.mjs --write`; see shared-kernel/README.md, "Versioning the kernel".',
    surface: current,
  };
  writeFileSync(surfaceFile, `${JSON.stringify(body, null, 2)}\n`);
  console.log(
    `✔ wrote shared-kernel/surface.json: version ${version}, ${Object.keys(current).length} entries`,
  );
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
