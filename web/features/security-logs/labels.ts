/** The security log words actions and categories with THE label table (domain/activity-labels.ts). */
export { activitySentence, actionName, categoryLabels } from '../../../domain/activity-labels';

/** 'aprovou um vídeo (approve)': the technical screen keeps the stored code next to the words. */
export const withCode = (words: string, code: string) => (words === code ? code : `${words} (${code})`);
