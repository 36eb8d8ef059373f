import { claims, REPLY_WITHIN_HOURS } from './claims.ts';
import { company, formatAddress, principalAddress } from './company.ts';
import { formatUsd } from './format.ts';
import { paymentTerms, paymentTermsSummary } from './payments.ts';
import type { LegalDocument, LegalId } from './types.ts';

/**
 * When each legal document was last revised (ISO): each page states its own date. The privacy policy changed when the
 * enquirer's acknowledgement e-mail and the team's chat notice were added.
 */
const LAST_UPDATED = {
  privacyPolicy: '2026-11-28',
  termsOfService: '2026-11-21',
  refundPolicy: '2026-11-21',
} as const;

/** Months a contact submission is kept after the last exchange. */
export const CONTACT_RETENTION_MONTHS = 24;

/** Days of notice given before a material change to these documents takes effect. */
const CHANGE_NOTICE_DAYS = 30;

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** '2026-11-21' → 'November 21, 2026' (no time zone involved). */
export function formatLegalDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Expected a YYYY-MM-DD date, got "${isoDate}"`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

const generalEmail = company.emails.general.address;
const supportEmail = company.emails.support.address;
const postal = `${company.name}, ${formatAddress(principalAddress)}`;
const contactBlock = [
  `E-mail: ${generalEmail}`,
  `Phone: ${company.phone.display}`,
  `Post: ${postal}`,
];

export const privacyPolicy = {
  id: 'privacy-policy',
  path: '/privacy-policy',
  title: 'Privacy Policy',
  summary: `What ${company.name} collects through its contact form, why, where it is stored and for how long. No tracking cookies, no analytics.`,
  lastUpdated: LAST_UPDATED.privacyPolicy,
  intro: `This policy explains what personal information ${company.name} (“we”, “us”) collects through this website, what we do with it and the choices you have. We have written it to be read, not skimmed past.`,
  sections: [
    {
      heading: 'The Short Version',
      blocks: [
        {
          list: [
            'You can read every page of this site without telling us anything about yourself.',
            'We only collect personal information when you send us a message through the contact form.',
            'We use no tracking cookies, no analytics tools and no advertising pixels.',
            'We never sell or rent your information, and we do not share it for advertising.',
          ],
        },
      ],
    },
    {
      heading: 'What We Collect When You Contact Us',
      blocks: [
        'When you submit the contact form, we receive and store:',
        {
          list: [
            'your name, e-mail address and message, exactly as you typed them;',
            'the user-agent string your browser sends (which browser and operating system you use), to help us investigate problems with the form;',
            'the time of your submission and the fact that it came from this website;',
            'a one-way cryptographic hash of your IP address. We use it to limit how many messages can be sent in a short time and to block abuse. We do not store the IP address itself, and the hash cannot be turned back into it.',
          ],
        },
        'If you e-mail or call us directly, we keep that correspondence in the same way.',
      ],
    },
    {
      heading: 'What We Do Not Collect',
      blocks: [
        'This site sets no cookies and runs no analytics, heat-mapping, session-recording or advertising scripts. We do not build visitor profiles or follow you across other websites.',
        'To enforce the contact form limit of a few messages per minute, your browser may briefly keep a record of recent submissions on your own device. It never leaves your device and contains no personal details.',
        'Like any website, the servers that deliver these pages see your IP address when you request a page. Our hosting provider may keep short-lived technical logs for security and reliability; we do not use them to identify visitors.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      blocks: [
        {
          list: [
            `to reply to your message, usually ${claims.replyTime.text};`,
            'to prepare a quote or proposal you asked for, and to keep a record of what was discussed;',
            'to protect the contact form from spam, automated submissions and abuse.',
          ],
        },
        `When your message is stored, we e-mail you a short acknowledgement: that it arrived, what happens next, that we reply ${claims.replyTime.text}, and the link to book a call. It never repeats anything you typed, not even your name, so nobody can use our form to send their words to someone else. We send at most one a day to an address, and none for messages our spam protection holds back.`,
        'We do not add you to a mailing list or send marketing e-mails unless you explicitly ask us to.',
      ],
    },
    {
      heading: 'Where Your Information Is Stored and Who Processes It',
      blocks: [
        'We rely on a small number of service providers who process data on our behalf and under contract:',
        {
          list: [
            'Supabase, which hosts the database where contact form submissions are stored, encrypted in transit and at rest;',
            'our e-mail delivery provider, which sends our team a notification e-mail containing your submission so we can reply quickly, and sends you our acknowledgement and our replies;',
            'the chat tool our team works in, if we connect one, which receives the same notice of your submission;',
            'our website hosting provider, which delivers the pages you read.',
          ],
        },
        'These providers may store data in the United States or other countries. Where data leaves your country, we rely on the safeguards the law requires, such as standard contractual clauses.',
        'The “Book Free Consultation” link takes you to Calendly, an independent scheduling service. Anything you enter there is handled under Calendly’s own privacy policy.',
      ],
    },
    {
      heading: 'Why We Are Allowed to Use It',
      blocks: [
        'If you are in the European Economic Area or the United Kingdom, we process your information because it is necessary to answer your request and to take steps you asked for before a possible contract, and because we have a legitimate interest in protecting our website from abuse.',
      ],
    },
    {
      heading: 'How Long We Keep It',
      blocks: [
        `We keep contact form submissions and related correspondence for up to ${CONTACT_RETENTION_MONTHS} months after our last exchange, then delete them. The IP hash is stored with your submission and deleted with it.`,
        'If you become a client, messages about your project become part of our client records and are kept for as long as our agreement requires and tax and accounting law obliges us to.',
        'You can ask us to delete your submission sooner at any time.',
      ],
    },
    {
      heading: 'How We Protect It',
      blocks: [
        'All traffic to this site is encrypted with HTTPS. Submissions are stored in an access-controlled database that only signed-in members of our team can read, and we limit access to the people who need it to reply to you.',
      ],
    },
    {
      heading: 'Your Rights',
      blocks: [
        'Wherever you live, you can ask us to:',
        {
          list: [
            'tell you what information we hold about you and give you a copy;',
            'correct anything that is inaccurate;',
            'delete your information;',
            'stop using your information for a particular purpose.',
          ],
        },
        `Write to ${generalEmail} and we will respond within 30 days. Residents of California and other US states with privacy laws have these rights under state law; residents of the EEA and UK may also complain to their data protection authority. We do not sell or share personal information as those laws define it.`,
      ],
    },
    {
      heading: 'Children',
      blocks: [
        'This website is meant for businesses and adults. We do not knowingly collect information from children under 16. If you believe a child has sent us a message, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Changes to This Policy',
      blocks: [
        'If we change how we handle personal information, we will update this page and its “last updated” date before the change takes effect.',
      ],
    },
    {
      heading: 'Contact Us',
      blocks: ['Questions about privacy are welcome:', { list: contactBlock }],
    },
  ],
} as const satisfies LegalDocument;

export const termsOfService = {
  id: 'terms-of-service',
  path: '/terms-of-service',
  title: 'Terms of Service',
  summary: `The terms for using the ${company.name} website and for working with us: quotes, payments, ownership of work, liability and governing law.`,
  lastUpdated: LAST_UPDATED.termsOfService,
  intro: `These terms apply when you use this website and when you engage ${company.name} (“we”, “us”) for a project. By using the site you agree to them. If you do not agree, please do not use the site.`,
  sections: [
    {
      heading: 'Information on This Website',
      blocks: [
        'The content of this site describes our services in general terms. It is not an offer and does not create an agreement. Prices shown are starting prices in US dollars for a clearly scoped version of each service.',
        'Every engagement is governed by a written proposal or statement of work that you accept. Where a proposal and these terms differ, the proposal prevails.',
      ],
    },
    {
      heading: 'Quotes and Proposals',
      blocks: [
        `We aim to send a quote within ${claims.quoteTurnaround.text} of our discovery call. A quote is valid for ${paymentTerms.quoteValidityDays} days and lists the scope, deliverables, timeline and payment schedule. Work starts once you accept the proposal and any deposit has been received.`,
      ],
    },
    {
      heading: 'Payments',
      blocks: [
        { list: paymentTermsSummary },
        'If an invoice is more than 30 days overdue, we may pause work until it is settled, and agreed timelines move accordingly. Third-party costs we incur on your behalf, such as software licences, domains or stock assets, are invoiced at cost after you approve them.',
      ],
    },
    {
      heading: 'Changes to Scope',
      blocks: [
        'Changes are welcome. We estimate the effect of each change request on price and timeline, and carry it out only after you approve it in writing.',
      ],
    },
    {
      heading: 'Ownership of Work',
      blocks: [
        'When you have paid in full, you own the final deliverables we create for you, including designs, source code and documentation, and we transfer the related rights to you.',
        'We keep ownership of tools, libraries and know-how we created before or independently of your project, and grant you a perpetual, royalty-free licence to use anything of ours that is part of your deliverables. Open-source components remain under their own licences.',
        'Unless we agree otherwise in writing, we may mention your company as a client and show non-confidential work in our portfolio after launch.',
      ],
    },
    {
      heading: 'Confidentiality',
      blocks: [
        'We keep your business information, data and unreleased work confidential and use it only to deliver your project. We are glad to sign your non-disclosure agreement before you share anything sensitive.',
      ],
    },
    {
      heading: 'Your Responsibilities',
      blocks: [
        {
          list: [
            'provide the content, access and feedback the project needs in the agreed time frames;',
            'make sure that materials you give us, such as text, images and data, are yours to use;',
            'name one person who can approve work and decisions on your behalf.',
          ],
        },
      ],
    },
    {
      heading: 'Quality and Warranty',
      blocks: [
        'We deliver work with professional care and skill. Defects in delivered work that you report during the stabilisation period stated in your proposal are fixed at no charge.',
        'This website itself is provided “as is”. We work to keep it accurate and available, but we do not guarantee that it is free of errors or interruptions.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      blocks: [
        'To the extent the law allows, our total liability arising from a project is limited to the fees you paid for that project in the 12 months before the claim, and neither party is liable for indirect or consequential losses such as lost profits. Nothing in these terms limits liability that cannot be limited by law.',
      ],
    },
    {
      heading: 'Acceptable Use of the Website',
      blocks: [
        'Please do not misuse this site: no automated or bulk submissions of the contact form, no attempts to break or probe its security and no content that is unlawful, abusive or infringes the rights of others. We may block submissions that look like spam or abuse.',
      ],
    },
    {
      heading: 'Links to Other Websites',
      blocks: [
        'Some links, such as our scheduling link, lead to services run by other companies. We are not responsible for their content or practices, and their own terms apply.',
      ],
    },
    {
      heading: 'Ending an Engagement',
      blocks: [
        'Either party may end an engagement with written notice. You pay for work completed up to that point, and our refund policy explains how any prepayment is settled.',
      ],
    },
    {
      heading: 'Governing Law',
      blocks: [
        'These terms are governed by the laws of the State of Indiana, United States. Any dispute will be heard by the state or federal courts located in Marion County, Indiana, unless we agree to mediation first.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      blocks: [
        `We may update these terms. The version on this page applies from its “last updated” date; changes never apply retroactively to a proposal you have already accepted. Material changes are announced on this page at least ${CHANGE_NOTICE_DAYS} days in advance.`,
      ],
    },
    {
      heading: 'Contact Us',
      blocks: ['Questions about these terms:', { list: contactBlock }],
    },
  ],
} as const satisfies LegalDocument;

const [milestoneDeposit] = paymentTerms.milestoneSchedulePercent;

export const refundPolicy = {
  id: 'refund-policy',
  path: '/refund-policy',
  title: 'Refund Policy',
  summary: `How ${company.name} handles refunds of deposits, milestone payments, hourly consultations and monthly services, in plain language.`,
  lastUpdated: LAST_UPDATED.refundPolicy,
  intro:
    'We want every client to feel the money they spent with us was well spent. This policy explains what happens to your payments if a project is cancelled or something goes wrong. If your signed proposal says something different, the proposal applies.',
  sections: [
    {
      heading: 'Free Discovery Call',
      blocks: [
        `The ${claims.discoveryCall.text} costs nothing and commits you to nothing, so there is never anything to refund.`,
      ],
    },
    {
      heading: 'Deposits',
      blocks: [
        `Projects under ${formatUsd(paymentTerms.milestoneThreshold)} start with a ${paymentTerms.smallProjectDepositPercent}% deposit; larger projects start with a ${milestoneDeposit}% deposit.`,
        {
          list: [
            'Cancel before work begins and we refund your deposit in full.',
            'Cancel after work has begun and the deposit covers the work completed so far. Any part of it that was not used is refunded.',
          ],
        },
      ],
    },
    {
      heading: 'Milestone Payments',
      blocks: [
        'Larger projects are paid by milestone. Payments for milestones you have reviewed and approved are not refundable, because that work has been delivered to you.',
        'If a project is cancelled partway through a milestone, you pay for the work completed within that milestone and we refund anything paid in advance beyond it.',
      ],
    },
    {
      heading: 'Hourly Consultation',
      blocks: [
        'Consultation calls are invoiced after the session, so you only pay for time that took place. Cancel or reschedule at least 24 hours before the call at no charge. If a session did not meet your expectations, tell us within 7 days and we will credit or refund it.',
      ],
    },
    {
      heading: 'Monthly Services',
      blocks: [
        `Retainers and managed cloud are billed at the start of each month. You can end them with ${paymentTerms.monthlyNoticeDays} days’ written notice; months already started are not refunded. If we miss a service level promised in your agreement, you receive the service credit it describes.`,
      ],
    },
    {
      heading: 'If We Fall Short',
      blocks: [
        'Defects you report during the stabilisation period in your proposal are fixed at no cost. If we are unable to deliver something your proposal describes, we refund the amount paid for that undelivered part.',
      ],
    },
    {
      heading: 'Costs We Cannot Recover',
      blocks: [
        'Third-party purchases you approved and we made on your behalf, such as software licences, domains, stock photography or hardware, cannot be refunded by us once bought. Where the vendor offers a refund, we pass it on in full.',
      ],
    },
    {
      heading: 'How to Request a Refund',
      blocks: [
        `E-mail ${supportEmail} with your project name and invoice number. We acknowledge every request within ${REPLY_WITHIN_HOURS} hours and reach a decision within 10 business days. Approved refunds are returned to the original payment method within 10 business days of the decision.`,
      ],
    },
    {
      heading: 'Contact Us',
      blocks: ['Questions about a payment or refund:', { list: contactBlock }],
    },
  ],
} as const satisfies LegalDocument;

/** The three legal documents in footer order. */
export const legalDocuments = [
  privacyPolicy,
  termsOfService,
  refundPolicy,
] as const satisfies readonly LegalDocument[];

export function getLegalDocument(id: LegalId): LegalDocument {
  const document = legalDocuments.find((entry) => entry.id === id);
  if (!document) throw new Error(`Unknown legal document "${id}"`);
  return document;
}
