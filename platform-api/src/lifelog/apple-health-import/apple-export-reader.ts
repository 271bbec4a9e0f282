import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ApiError } from '../../platform/http/api-error';
import { errorCodes } from '../../platform/http/error-codes';
import type { AppleElement } from './apple-records';

/** The two forms Apple's "Export All Health Data" is shared in: the zip it makes, or its `export.xml`. */
export type ExportFormat = 'zip' | 'xml';

export interface ExportLimits {
  /** The most bytes the export's XML may expand to (a zip bomb's decompressed size is refused past it). */
  readonly maxUncompressedBytes: number;
  /** The most a zip entry may expand by (uncompressed size over compressed size); Apple's XML reaches ~30. */
  readonly maxCompressionRatio: number;
}

export const defaultExportLimits: ExportLimits = {
  maxUncompressedBytes: 8 * 1024 ** 3,
  maxCompressionRatio: 200,
};

/** The most bytes before the root element: Apple's prologue and its DTD are ~10 KiB. */
const maxPrologueBytes = 1024 * 1024;

/** 422 M1190: not an Apple Health export (not a zip holding one, no `HealthData` root). */
export const notAnAppleExport = () => new ApiError(422, errorCodes.notAnAppleHealthExport, { field: 'file' });
/** 422 M1191: the file declares entities; none is expanded, the file is refused. */
const declaresEntities = () => new ApiError(422, errorCodes.exportDeclaresEntities, { field: 'file' });
/** 422 M1192: the zip expands beyond what any export does (a zip bomb). */
const expandsTooMuch = () => new ApiError(422, errorCodes.exportExpandsTooMuch, { field: 'file' });
/** 422 M1194: the file breaks off or is malformed after its start. */
const brokenExport = () => new ApiError(422, errorCodes.exportBroken, { field: 'file' });

/** The format of an uploaded file by its first bytes (a zip's local header), not by what the client says. */
export async function formatOf(file: string): Promise<ExportFormat> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50 ? 'zip' : 'xml';
  } finally {
    await handle.close();
  }
}

const openZip = (file: string) =>
  new Promise<ZipFile>((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (error, zip) => {
      if (error) reject(notAnAppleExport());
      else resolve(zip);
    });
  });

/** `apple_health_export/export.xml` (or the localised name, `내보내기.xml`), never the clinical `export_cda.xml`. */
const isExportXml = (name: string) => /^(?:[^/]+\/)?[^/]+\.xml$/.test(name) && !name.endsWith('_cda.xml');

function findExportEntry(zip: ZipFile): Promise<Entry> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      if (isExportXml(entry.fileName)) resolve(entry);
      else zip.readEntry();
    });
    zip.once('end', () => reject(notAnAppleExport()));
    zip.once('error', () => reject(notAnAppleExport()));
    zip.readEntry();
  });
}

/**
 * Refuses an entry whose declared sizes are a zip bomb's: more than the cap once expanded, or expanding by more
 * than any XML does. The declared sizes are also held to: yauzl fails a stream that yields more than declared.
 */
function checkDeclaredSizes(entry: Entry, limits: ExportLimits): void {
  if (entry.uncompressedSize > limits.maxUncompressedBytes) throw expandsTooMuch();
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (ratio > limits.maxCompressionRatio) throw expandsTooMuch();
}

interface OpenedExport {
  readonly stream: Readable;
  /** Bytes of XML in all: the file's, or the zip entry's declared uncompressed size. */
  readonly xmlBytes: number;
  close(): void;
}

/** How far a read has come through the export's XML, for the progress bar. */
export interface ReadProgress {
  bytesRead: number;
  totalBytes: number;
}

async function openExport(file: string, format: ExportFormat, limits: ExportLimits): Promise<OpenedExport> {
  if (format === 'xml') {
    const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
    const { size } = await stat(file);
    return { stream, xmlBytes: size, close: () => stream.destroy() };
  }
  const zip = await openZip(file);
  try {
    const entry = await findExportEntry(zip);
    checkDeclaredSizes(entry, limits);
    const stream = await new Promise<Readable>((resolve, reject) => {
      zip.openReadStream(entry, (error, opened) => (error ? reject(notAnAppleExport()) : resolve(opened)));
    });
    return {
      stream,
      xmlBytes: entry.uncompressedSize,
      close: () => {
        stream.destroy();
        zip.close();
      },
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** Elements whose children are part of them (a correlation's records); any other's children are skipped. */
const elementsWithRecords: ReadonlySet<string> = new Set(['Correlation']);

/**
 * The record-level elements (children of `HealthData`) of an export, in the file's order, read as a stream: a
 * chunk of the file at a time, so that memory does not grow with the file. Refuses (throws an ApiError) a file
 * that is not an export (M1190), one that declares entities (M1191: none is ever expanded, so neither an
 * external entity nor a billion laughs can be), a zip that expands too much (M1192), and a file that breaks off
 * or turns malformed (M1194). `progress` follows the bytes of XML read.
 */
export async function* readAppleExport(
  file: string,
  format: ExportFormat,
  limits: ExportLimits = defaultExportLimits,
  progress: ReadProgress = { bytesRead: 0, totalBytes: 0 },
): AsyncGenerator<AppleElement> {
  const opened = await openExport(file, format, limits);
  progress.totalBytes = opened.xmlBytes;
  const parser = new SaxesParser({ xmlns: false, position: false });
  const decoder = new StringDecoder('utf8');
  const ready: AppleElement[] = [];
  let refusal: ApiError | null = null;
  let rootSeen = false;
  let depth = 0;
  let bytes = 0;
  let correlation: { attributes: Record<string, string>; records: Record<string, string>[] } | null = null;

  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) refusal ??= declaresEntities();
  });
  parser.on('opentag', (tag) => {
    const { name, attributes } = tag as SaxesTagPlain;
    depth += 1;
    if (depth === 1) {
      if (name !== 'HealthData') refusal ??= notAnAppleExport();
      rootSeen = true;
    } else if (depth === 2) {
      if (elementsWithRecords.has(name)) correlation = { attributes: { ...attributes }, records: [] };
      else ready.push({ name, attributes: { ...attributes }, records: [] });
    } else if (depth === 3 && correlation && name === 'Record') {
      correlation.records.push({ ...attributes });
    }
  });
  parser.on('closetag', (tag) => {
    if (depth === 2 && correlation) {
      ready.push({ name: tag.name, attributes: correlation.attributes, records: correlation.records });
      correlation = null;
    }
    depth -= 1;
  });

  const write = (text: string) => {
    try {
      parser.write(text);
    } catch {
      refusal ??= rootSeen ? brokenExport() : notAnAppleExport();
    }
    if (!rootSeen && bytes > maxPrologueBytes) refusal ??= notAnAppleExport();
  };
  try {
    for await (const chunk of opened.stream as AsyncIterable<Buffer>) {
      bytes += chunk.byteLength;
      progress.bytesRead = bytes;
      if (format === 'zip' && bytes > limits.maxUncompressedBytes) throw expandsTooMuch();
      write(decoder.write(chunk));
      if (refusal) throw refusal;
      yield* ready.splice(0);
    }
    write(decoder.end());
    if (!refusal) {
      try {
        parser.close();
      } catch {
        refusal = rootSeen ? brokenExport() : notAnAppleExport();
      }
    }
    if (refusal) throw refusal;
    if (!rootSeen) throw notAnAppleExport();
    yield* ready.splice(0);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // yauzl's own checks: a stream longer than its declared size, or a corrupt deflate stream.
    if (error instanceof Error && /too many bytes|uncompressedSize/.test(error.message))
      throw expandsTooMuch();
    throw rootSeen ? brokenExport() : notAnAppleExport();
  } finally {
    opened.close();
  }
}

/**
 * Checks an uploaded file before a job is made of it: a zip holding an export whose declared sizes are sane,
 * whose XML starts as an export (root `HealthData`, no entities). Reads no further than the first record.
 */
export async function inspectAppleExport(
  file: string,
  format: ExportFormat,
  limits: ExportLimits,
): Promise<void> {
  const elements = readAppleExport(file, format, limits);
  try {
    await elements.next();
  } finally {
    await elements.return(undefined);
  }
}
