import { describe, expect, it } from 'vitest';
import { aboutPage, coreValues, teams } from './about.ts';
import { adminPage } from './admin.ts';
import { consultation, contactInfoCards, contactPage, helpAreas, whatToExpect } from './contact.ts';
import { componentError, errorFallback, loadingLabel, notFound } from './errors.ts';
import { pricingFaqs } from './faqs.ts';
import { hero, homeSections } from './home.ts';
import { testimonials } from './testimonials.ts';
import { plainText } from './format.ts';

describe('home', () => {
  it('has a three-part hero with an Explore Our Services button to /services', () => {
    expect(hero.headline).toBe('Precision Design & Tech Solutions');
    expect(hero.eyebrow.length).toBeGreaterThan(5);
    expect(hero.lead.length).toBeGreaterThan(40);
    expect(hero.cta).toEqual({ label: 'Explore Our Services', href: '/services' });
  });

  it('has its fixed section headings', () => {
    expect(homeSections.services.heading).toBe('Our Services');
    expect(homeSections.testimonials.heading).toBe('Client Words');
    expect(homeSections.contact.heading).toBe('Start a Project');
  });

  it('has three complete testimonials', () => {
    expect(testimonials).toHaveLength(3);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(3);
    for (const testimonial of testimonials) {
      expect(testimonial.quote.length).toBeGreaterThan(60);
      expect(testimonial.author).toMatch(/\S+ \S+/);
      expect(testimonial.position.length).toBeGreaterThan(2);
      expect(testimonial.company.length).toBeGreaterThan(2);
    }
  });
});

describe('about', () => {
  it('has mission, vision, approach and expertise', () => {
    expect(aboutPage.mission.text.length).toBeGreaterThan(60);
    expect(aboutPage.vision.text.length).toBeGreaterThan(60);
    expect(aboutPage.approach.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(aboutPage.expertise.length).toBeGreaterThanOrEqual(4);
    expect(aboutPage.cta.primary.href).toBe('/contact');
    expect(aboutPage.cta.secondary.href).toBe('/services');
  });

  it('has the six core values and three teams', () => {
    expect(coreValues.map((value) => value.title)).toEqual([
      'Precision',
      'Excellence',
      'Integrity',
      'Collaboration',
      'Innovation',
      'Global Reach',
    ]);
    for (const value of coreValues) expect(value.description.length).toBeGreaterThan(60);
    expect(teams.map((team) => team.name)).toEqual([
      'Design Team',
      'Engineering Team',
      'Strategy Team',
    ]);
    for (const team of teams) expect(team.focus.length).toBeGreaterThanOrEqual(3);
  });
});

describe('contact', () => {
  it('has four info cards: e-mail, phone, principal office, response time', () => {
    expect(contactInfoCards.map((card) => card.id)).toEqual([
      'email',
      'phone',
      'address',
      'response-time',
    ]);
    const [email, phone, address, response] = contactInfoCards;
    expect(email.lines).toEqual(['hello@lumenforge.example']);
    expect(email.href).toBe('mailto:hello@lumenforge.example');
    expect(phone.lines).toEqual(['+1 (317) 555-0142']);
    expect(phone.href).toBe('tel:+13175550142');
    expect(address.title).toBe('Principal Office');
    expect(address.lines[1]).toBe('Indianapolis, IN 46204');
    expect(response.lines[0]?.toLowerCase()).toBe('within 24 hours');
  });

  it('has a consultation block with exactly five bullets and the booking link', () => {
    expect(consultation.bullets).toHaveLength(5);
    expect(consultation.link.label).toBe('Book Free Consultation');
    expect(consultation.link.href).toBe('https://calendly.com/lumenforge/15min');
    expect(plainText(consultation.text)).toContain('30-minute free discovery call');
  });

  it('explains the free call on the booking card, and only there: the link itself carries no note', () => {
    expect(plainText(consultation.note)).toMatch(
      /free consultation is our 30-minute free discovery call.*not a paid advisory session/,
    );
    expect(consultation.link).not.toHaveProperty('note');
  });

  it('has the four What to Expect steps and six help areas', () => {
    expect(contactPage.expectationsHeading).toBe('What to Expect');
    expect(whatToExpect.map((step) => [step.step, step.title])).toEqual([
      [1, 'Initial Contact'],
      [2, 'Discovery Call'],
      [3, 'Proposal'],
      [4, 'Kickoff'],
    ]);
    expect(helpAreas).toHaveLength(6);
    expect(new Set(helpAreas.map((area) => area.title)).size).toBe(6);
  });
});

describe('pricing FAQ', () => {
  it('covers quotes, timelines, payment terms and discounts', () => {
    const text = pricingFaqs.map((faq) => `${faq.question} ${faq.answer}`).join(' ');
    expect(pricingFaqs.length).toBeGreaterThanOrEqual(5);
    expect(plainText(text)).toContain('24–48 hours');
    expect(plainText(text)).toContain('2–3 days');
    expect(plainText(text)).toContain('1–2 weeks');
    expect(plainText(text)).toContain('8–12 weeks');
    expect(text).toContain('deposit');
    expect(text).toMatch(/package discount.*loyalty discount/i);
  });
});

describe('error texts', () => {
  it('has the 404 page texts and links', () => {
    expect(notFound.title).toBe('Page Not Found');
    expect(notFound.message).toBe("The page you're looking for doesn't exist or has been moved.");
    expect(notFound.primaryLinks.map((link) => link.href)).toEqual(['/', '/services']);
    expect(notFound.popularLinks).toEqual([
      { label: 'Services', href: '/services' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'About', href: '/about' },
      { label: 'Contact', href: '/contact' },
    ]);
  });

  it('has the error fallback texts', () => {
    expect(errorFallback.title).toBe('Something Went Wrong');
    expect(errorFallback.message).toBe(
      "We encountered an unexpected error. Don't worry, our team has been notified and we're working to fix it.",
    );
    expect(errorFallback.tryAgainLabel).toBe('Try Again');
    expect(errorFallback.goHome).toEqual({ label: 'Go Home', href: '/' });
    expect(errorFallback.contactLink.href).toBe('/contact');
  });

  it('has the component error texts and the loading label', () => {
    expect(componentError.title).toBe('Component Error');
    expect(componentError.message('Testimonials')).toBe(
      'Testimonials component encountered an error.',
    );
    expect(componentError.retryLabel).toBe('Retry');
    expect(loadingLabel('Services')).toBe('Loading Services...');
  });
});

describe('admin', () => {
  it('names every inbox view and builds the erasure confirmation from the submission', () => {
    expect(Object.values(adminPage.views)).toEqual([
      'Views',
      'New',
      'Waiting longest',
      'Mine',
      'Handled',
      'Spam',
      'Delivery failed',
      'All',
    ]);
    expect(adminPage.detail.deleteBody('Ada', 'ada@example.com')).toContain(
      'Ada (ada@example.com)',
    );
    expect(adminPage.backToSite.href).toBe('/');
  });
});
