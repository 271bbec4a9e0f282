import { healthGradeCodes, type HealthGradeCode } from 'shared-kernel/isomorphic';

/**
 * A guide band's colours: the fill is shown faint on the plot; lines and the key's text use the grade badges'
 * dark tones, which read well on it.
 */
export const bandColours: Record<HealthGradeCode, { fill: string; text: string }> = {
  [healthGradeCodes.normal]: { fill: '#8fd1b0', text: '#0a5a3c' },
  [healthGradeCodes.cautionA]: { fill: '#f5d76e', text: '#5c4300' },
  [healthGradeCodes.cautionB]: { fill: '#f2a96b', text: '#7a3300' },
  [healthGradeCodes.danger]: { fill: '#ec8a8a', text: '#8c1414' },
  [healthGradeCodes.diseaseSuspicion]: { fill: '#d99ad0', text: '#6b1060' },
};
