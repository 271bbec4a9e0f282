import { Route, Routes } from 'react-router-dom';
import { AppRouter, RemoteOverlays, shareOverlayQuery } from 'shared-kernel';
import { FeedPage } from './features/feed/FeedPage';
import { ChannelSettingsPage } from './features/channel-settings/ChannelSettingsPage';
import { ParticipantSettingsPage } from './features/participants/ParticipantSettingsPage';
import { ChannelDecoratingPage } from './features/channel-decorating/ChannelDecoratingPage';
import { FeedbackBoardPage } from './features/feedback-board/FeedbackBoardPage';
import { NotificationsPage } from './features/notifications/NotificationsPage';
import { ChannelFormOverlay } from './features/channel-form/ChannelFormOverlay';
import { InviteListOverlay } from './features/invitations/InviteListOverlay';
import { WaitingInvitations } from './features/invitations/WaitingInvitations';
import { ShareChannelOverlay } from './features/sharing/ShareChannelOverlay';
import { LikeUsersOverlay } from './features/likes/LikeUsersOverlay';
import { FeedDetailPage } from './features/feed-detail/FeedDetailPage';
import { CommentSection, PendingComments } from './features/comments';
import { BoardEditorPage, PendingPosts } from './features/board-editor';
import { FeedOptionsOverlay } from './features/feed-options/FeedOptionsOverlay';
import { FeedFilterPage } from './features/feed-filter';
import { ContentDetailPage, ContentListPage, CounselingPage } from './features/health-content';

/** Overlays this remote owns, mounted over any page whose URL ends with their segment. */
const overlays = {
  chnForm: ChannelFormOverlay,
  chnInviteList: InviteListOverlay,
  shareChn: { Overlay: ShareChannelOverlay, ownQuery: shareOverlayQuery },
  'like/users': LikeUsersOverlay,
  feedOption: FeedOptionsOverlay,
};

export function RemoteRoot() {
  return (
    <AppRouter>
      <Routes>
        <Route
          path="/main/feed/detail/:feedSn/:chnSn/*"
          element={<FeedDetailPage comments={(post) => <CommentSection post={post} />} />}
        />
        <Route path="/main/feed/insert/board/*" element={<BoardEditorPage />} />
        <Route path="/main/feed/feedFilter/*" element={<FeedFilterPage />} />
        {/* The notification centre opened from the feed (spec section 2 `main-notification`), as `/user/noti`. */}
        <Route path="/main/feed/main-notification/*" element={<NotificationsPage />} />
        <Route path="/main/feed/contents/:contentId/*" element={<ContentDetailPage />} />
        <Route path="/main/feed/contents/*" element={<ContentListPage kind="article" />} />
        <Route path="/main/feed/movies/*" element={<ContentListPage kind="video" />} />
        <Route path="/main/feed/counseling/*" element={<CounselingPage />} />
        <Route
          path="/main/feed/*"
          element={
            <FeedPage
              header={
                <>
                  <WaitingInvitations />
                  <PendingPosts />
                  <PendingComments />
                </>
              }
            />
          }
        />
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
