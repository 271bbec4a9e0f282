import type { Catalog } from '../index';
import common from './common.json';
import messages from './messages.json';
import dialogs from './dialogs.json';
import ui from './ui.json';
import shell from './shell.json';

export const catalog: Catalog = { common, messages, dialogs, ui, shell };
