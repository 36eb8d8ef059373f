import { claims, REPLY_WITHIN_HOURS } from './claims.ts';
import { booking, company, formatAddressLines, principalAddress } from './company.ts';
import { compound } from './format.ts';
import type {
  ContactInfoCard,
  ExpectationStep,
  Feature,
  InternalLink,
  ServiceId,
} from './types.ts';

/** Copy of the /contact page around the form. */
export const contactPage = {
  heading: 'Get in Touch',
  intro: `Have a project in mind or a question about our services? Send us a message: every new enquiry gets a personal reply ${claims.replyTime.text}.`,
  formHeading: 'Send Us a Message',
  /** Id of the form's section on /contact: the header's "Start a project" action links to it. */
  formAnchor: 'contact-form',
  formIntro:
    'A few sentences about your goals, timeline and budget help us give you a useful first answer.',
  /** The section after the form: the four info cards. */
  detailsHeading: 'Other Ways to Reach Us',
  expectationsHeading: 'What to Expect',
  helpAreasHeading: 'How We Can Help',
  helpAreasIntro:
    'Not sure which service you need? These are the conversations we have most often.',
} as const;

/** Labels and placeholders of the contact form fields. */
export const contactFormCopy = {
  name: { label: 'Name', placeholder: 'Your full name' },
  email: { label: 'Email', placeholder: 'you@company.com' },
  message: {
    label: 'Message',
    placeholder: 'Tell us about your project, goals and timeline…',
  },
  submitLabel: 'Send Message',
  submittingLabel: 'Sending...',
} as const;

const [officeStreet, officeCity] = formatAddressLines(principalAddress);

/**
 * The pages the form lands on when it was posted without JavaScript. The result texts themselves (the form's
 * success, validation and error messages) come from the contact pipeline (@agency/contact-client).
 */
export const contactOutcomePages = {
  sent: {
    heading: 'Message Sent',
    links: [
      { label: 'Back to Home', href: '/' },
      { label: 'Explore Services', href: '/services' },
    ] satisfies readonly InternalLink[],
  },
  notSent: {
    heading: 'Message Not Sent',
    /** Shown when the page is opened without a reason. */
    noReason: 'Please check what you entered and try again.',
    /**
     * Above the form that the contact function shows again on this page, filled with what was typed (only when it
     * answers the form post with the page; the static page has the Back hint instead).
     */
    formHeading: 'Your Message',
    backHint:
      'Use your browser’s Back button to return to the form: what you typed is still there.',
    emailHint: `Or write to us directly at ${company.emails.general.address}.`,
    email: company.emails.general,
    links: [
      { label: 'Back to the Contact Form', href: '/contact' },
    ] satisfies readonly InternalLink[],
  },
} as const;

/** The four info cards: e-mail, phone, principal office, response time. */
export const contactInfoCards = [
  {
    id: 'email',
    icon: 'Mail',
    title: 'Email Us',
    lines: [company.emails.general.address],
    href: company.emails.general.href,
    description: `New projects and questions. Existing clients: ${company.emails.support.address}.`,
  },
  {
    id: 'phone',
    icon: 'Phone',
    title: 'Call Us',
    lines: [company.phone.display],
    href: company.phone.href,
    description: 'Speak with our team on business days.',
  },
  {
    id: 'address',
    icon: 'MapPin',
    title: principalAddress.label,
    lines: [officeStreet, officeCity],
    description: 'Visits by appointment, in person or on video.',
  },
  {
    id: 'response-time',
    icon: 'Clock',
    title: 'Response Time',
    lines: [`Within ${REPLY_WITHIN_HOURS} hours`],
    description: `For new enquiries. Support-plan and retainer clients have a ${claims.sameDayResponse.text}.`,
  },
] as const satisfies readonly ContactInfoCard[];

/**
 * The project consultation block: five bullets and the booking link. It is the booking card, so it alone explains
 * what the free call is; the booking buttons elsewhere stay bare.
 */
export const consultation = {
  heading: 'Free Project Consultation',
  text: `Not sure where to start? Book a ${claims.discoveryCall.text} with a senior strategist. No sales pitch, just clear thinking about your project.`,
  bullets: [
    `A ${compound(booking.callMinutes, 'minute')} call with a senior strategist, not a salesperson`,
    'An honest read on scope, budget and timeline',
    `Recommendations on the right mix of our ${claims.disciplines.value} disciplines`,
    `A written quote within ${claims.quoteTurnaround.text} of the call`,
    'No obligation and no pressure: the advice is yours to keep',
  ],
  link: booking,
  /** What the free consultation is, and that paid advisory is another thing. */
  note: `The free consultation is our ${claims.discoveryCall.text} about your project, not a paid advisory session.`,
} as const;

/** The four 'What to Expect' steps. */
export const whatToExpect = [
  {
    step: 1,
    title: 'Initial Contact',
    description: `Send the form, e-mail or call. A real person reads every message and replies ${claims.replyTime.text}.`,
  },
  {
    step: 2,
    title: 'Discovery Call',
    description: `On a ${claims.discoveryCall.text} we explore your goals, constraints and timeline, and answer your questions.`,
  },
  {
    step: 3,
    title: 'Proposal',
    description: `${claims.quoteTurnaround.text} after the discovery call you receive a written proposal: scope, deliverables, timeline and a fixed price.`,
  },
  {
    step: 4,
    title: 'Kickoff',
    description:
      'Once you approve, we schedule a kickoff workshop, introduce your project team and start the first sprint.',
  },
] as const satisfies readonly ExpectationStep[];

/** The six help areas, each pointing at the service that covers it. */
export const helpAreas = [
  {
    title: 'Launching a New Brand',
    serviceId: 'design-ux',
    description:
      'Naming input, logo, identity and a website that makes a confident first impression.',
  },
  {
    title: 'Building a Website or Web App',
    serviceId: 'development',
    description: 'From a landing page that converts to a custom platform your business runs on.',
  },
  {
    title: 'Creating a Mobile App',
    serviceId: 'development',
    description: 'An MVP to test your idea or a full iOS and Android product ready for the stores.',
  },
  {
    title: 'Moving to the Cloud',
    serviceId: 'cloud-devops',
    description:
      'Migrations, DevOps pipelines and security audits that make your systems resilient.',
  },
  {
    title: 'Adopting AI and Automation',
    serviceId: 'emerging-tech',
    description: 'Chatbots, proofs of concept and data tools that save time and uncover insight.',
  },
  {
    title: 'Planning Your Digital Strategy',
    serviceId: 'strategic-advisory',
    description: 'Research, assessments and roadmaps that tell you what to build next and why.',
  },
] as const satisfies readonly (Feature & { readonly serviceId: ServiceId })[];
