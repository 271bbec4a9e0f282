import { Route, Routes } from 'react-router-dom';
import { AppRouter, RemoteOverlays } from 'shared-kernel';
import { FeedPage } from './features/feed/FeedPage';
import { ChannelSettingsPage } from './features/channel-settings/ChannelSettingsPage';
import { ParticipantSettingsPage } from './features/participants/ParticipantSettingsPage';
import { ChannelDecoratingPage } from './features/channel-decorating/ChannelDecoratingPage';
import { FeedbackBoardPage } from './features/feedback-board/FeedbackBoardPage';
import { NotificationsPage } from './features/notifications/NotificationsPage';
import { ChannelFormOverlay } from './features/channel-form/ChannelFormOverlay';
import { InviteListOverlay } from './features/invitations/InviteListOverlay';
import { ShareChannelOverlay } from './features/sharing/ShareChannelOverlay';
import { LikeUsersOverlay } from './features/likes/LikeUsersOverlay';

/** Overlays this remote owns, mounted over any page whose URL ends with their segment. */
const overlays = {
  chnForm: ChannelFormOverlay,
  chnInviteList: InviteListOverlay,
  shareChn: ShareChannelOverlay,
  'like/users': LikeUsersOverlay,
};

export function RemoteRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route path="/main/feed/*" element={<FeedPage />} />
        <Route path="/chnSetting/*" element={<ChannelSettingsPage />} />
        <Route path="/prtcpntSetting/*" element={<ParticipantSettingsPage />} />
        <Route path="/chnDecorating/*" element={<ChannelDecoratingPage />} />
        <Route path="/user/inqry/*" element={<FeedbackBoardPage />} />
        <Route path="/user/noti/*" element={<NotificationsPage />} />
        <Route path="*" element={null} />
      </Routes>
      <RemoteOverlays overlays={overlays} />
    </AppRouter>
  );
}
