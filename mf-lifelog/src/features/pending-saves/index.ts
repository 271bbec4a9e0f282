// Records kept on this phone while the API cannot take them, and sent once it can.
export { PendingSaves } from './PendingSaves';
export { changeOrQueue, createOrQueue, dropWaitingCreate, replaceWaitingCreate } from './sending';
export { isChange, pendingSaves, type PendingChangeOf, type PendingSave } from './pendingSaves';
export { useWaitingRecords, type WaitingCreate, type WaitingRecords } from './waitingRecords';
