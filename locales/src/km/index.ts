import type { Catalog } from '../index';
import common from './common.json';
import messages from './messages.json';
import dialogs from './dialogs.json';
import ui from './ui.json';
import shell from './shell.json';
import auth from './auth.json';
import lifelog from './lifelog.json';
import routine from './routine.json';
import medicine from './medicine.json';
import channel from './channel.json';
import ai from './ai.json';

export const catalog: Catalog = {
  common,
  messages,
  dialogs,
  ui,
  shell,
  auth,
  lifelog,
  routine,
  medicine,
  channel,
  ai,
};
