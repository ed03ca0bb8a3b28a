/** The group of keys that work on every page; listed last. */
export const HELP_GROUP_TITLE = 'General';
