// What the channel screens share (the features themselves never import each other).
export * from './channelApi';
export * from './currentChannel';
export * from './refusals';
export { ImageField } from './ImageField';
export { isInviteHandOff, type InviteHandOff } from './inviteHandOff';
export { useLifelogNames } from './useLifelogNames';
export { default as channelStyles } from './channel.module.css';
