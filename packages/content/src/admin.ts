import { company } from './company.ts';

/** Copy of the /admin screen (staff inbox behind Supabase Auth). */
export const adminPage = {
  heading: 'Submissions Inbox',
  intro: `The ${company.name} staff area for reading and answering contact form submissions.`,
  notConfigured: {
    title: 'Inbox Not Configured',
    message:
      'The submissions inbox needs a configured Supabase project. Set the project URL and anonymous key for this site, then reload this page to sign in.',
  },
  backToSite: { label: 'Back to Website', href: '/' },
} as const;
