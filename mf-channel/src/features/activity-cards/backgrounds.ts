import type { FeedBackgroundCode } from 'shared-kernel/isomorphic';

/**
 * The gradients of `feedBgCode`, drawn by the app. White text keeps a contrast of at least 4.9:1 on the
 * lighter end of each (7.4:1 and more on the darker), above WCAG AA for body text.
 */
export const backgroundGradients: Record<FeedBackgroundCode, string> = {
  '0001': 'linear-gradient(135deg, #0b5a41, #17805d)',
  '0002': 'linear-gradient(135deg, #1d4e89, #2d67ad)',
  '0003': 'linear-gradient(135deg, #5b2a86, #7b3fae)',
  '0004': 'linear-gradient(135deg, #8c1d18, #b0352c)',
  '0005': 'linear-gradient(135deg, #7a3e00, #9a5300)',
  '0006': 'linear-gradient(135deg, #263238, #46606b)',
  '0007': 'linear-gradient(135deg, #005f66, #00767f)',
  '0008': 'linear-gradient(135deg, #6b2148, #93305f)',
};
