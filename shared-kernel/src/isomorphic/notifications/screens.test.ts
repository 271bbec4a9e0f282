import { notificationKindCodes, type NotificationKindCode } from './codes';
import { notificationScreen } from './screens';

const post = '/main/feed/detail/21/7';

describe('the screen a tapped notification opens, by kind (issue 35)', () => {
  const expected: Record<keyof typeof notificationKindCodes, [link: string | null, screen: string]> = {
    doseReminder: ['/main/medicine', '/main/medicine'],
    familyMissedDose: [null, '/main/my'],
    channelInvitation: ['/main/feed', '/main/feed'],
    channelJoined: ['/main/feed?chnSn=7', '/main/feed?chnSn=7'],
    feedComment: [post, post],
    commentReply: [post, post],
    feedLike: [post, post],
    feedPosted: [post, post],
    inquiryAnswered: ['/user/inqry', '/user/inqry'],
    channelClosed: [null, '/main/feed'],
    channelExcluded: [null, '/main/feed'],
    managerDelegated: ['/chnSetting?chnSn=7', '/chnSetting?chnSn=7'],
    shareRequest: ['/user/myChn/setting/sharing', '/user/myChn/setting/sharing'],
  };

  it.each(Object.entries(expected))('%s opens its screen', (kind, [link, screen]) => {
    const notiKindCode = notificationKindCodes[kind as keyof typeof notificationKindCodes];
    expect(notificationScreen({ notiKindCode, link })).toBe(screen);
  });

  it('every kind opens a screen even when stored without a link (a missed dose only marked read before)', () => {
    for (const notiKindCode of Object.values(notificationKindCodes)) {
      expect(notificationScreen({ notiKindCode, link: null })).toMatch(/^\/[a-zA-Z]/);
    }
  });

  it('never follows a link to another site, whatever the kind', () => {
    for (const link of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      expect(notificationScreen({ notiKindCode: notificationKindCodes.feedComment, link })).toBe(
        '/main/feed',
      );
      expect(notificationScreen({ notiKindCode: '0099' as NotificationKindCode, link })).toBeNull();
    }
  });

  it('a kind this app does not know yet opens its link when it is a path of this app', () => {
    expect(notificationScreen({ notiKindCode: '0099' as NotificationKindCode, link: '/main/feed' })).toBe(
      '/main/feed',
    );
  });
});
