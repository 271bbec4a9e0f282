import { ApiError, messageFor, userApi } from 'shared-kernel';
import { deviceTypeCodes, type DeviceTypeCode } from 'shared-kernel/isomorphic';

/** The person's health-app connection, as `/api/service/lifelog/connection` answers it. */
export interface LifelogConnection {
  readonly deviceTypeCode: DeviceTypeCode | null;
  readonly cnncAt: 'Y' | 'N';
  /** When it was connected (ISO date-time). */
  readonly cnncDt: string | null;
}

const connectionPath = '/api/service/lifelog/connection';
const sources: readonly unknown[] = Object.values(deviceTypeCodes);

function isConnection(data: unknown): data is LifelogConnection {
  if (typeof data !== 'object' || data === null) return false;
  const { deviceTypeCode, cnncAt, cnncDt } = data as Record<string, unknown>;
  return (
    (deviceTypeCode === null || sources.includes(deviceTypeCode)) &&
    (cnncAt === 'Y' || cnncAt === 'N') &&
    (cnncDt === null || typeof cnncDt === 'string')
  );
}

function connectionOf(status: number, data: unknown): LifelogConnection {
  if (!isConnection(data)) throw new ApiError(status, 'M0073', messageFor('M0073'));
  return data;
}

export async function fetchConnection(): Promise<LifelogConnection> {
  const { status, data } = await userApi.get<unknown>(connectionPath);
  return connectionOf(status, data);
}

export async function saveConnection(
  deviceTypeCode: DeviceTypeCode,
  cnncAt: 'Y' | 'N',
): Promise<LifelogConnection> {
  const { status, data } = await userApi.put<unknown>(connectionPath, { deviceTypeCode, cnncAt });
  return connectionOf(status, data);
}

/** The source connected now, if any. */
export function connectedSource(connection: LifelogConnection): DeviceTypeCode | null {
  return connection.cnncAt === 'Y' ? connection.deviceTypeCode : null;
}
