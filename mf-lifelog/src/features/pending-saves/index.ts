// Records kept on this phone while the API cannot take them, and sent once it can.
export { PendingSaves } from './PendingSaves';
export { createOrQueue } from './sending';
