/** A legal page as data: sections of paragraphs and bullet lists, rendered by PolicyPage. */
export interface PolicySection {
  id: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
}

export interface PolicyDocument {
  title: string;
  summary: string;
  sections: PolicySection[];
}

export const SUPPORT_EMAIL = 'support@astrosetu.com';
export const SUPPORT_HOURS = '9:00 AM to 6:00 PM IST, Monday to Saturday';
