/** The most files one mail carries; an attachment's index is below it. */
export const MAIL_ATTACHMENTS_MAX = 20;
