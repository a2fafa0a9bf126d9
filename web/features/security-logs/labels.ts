/** The security log words actions and categories with THE label table (domain/activity-labels.ts). */
export { activitySentence, actionName, categoryLabels, referencedIds, withShortReferences } from '../../../domain/activity-labels';
