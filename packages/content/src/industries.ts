import type { Industry } from './types.ts';

/** The Industry Expertise grid of /services: four industries, four features each. */
export const industries = [
  {
    id: 'fintech',
    caseStudy: 'development',
    name: 'Fintech & Banking',
    icon: 'Landmark',
    description:
      'Secure financial products that move money reliably and stand up to regulators, auditors and fraudsters.',
    features: [
      'Payment Processing & Digital Wallets',
      'KYC/AML Onboarding Flows',
      'PCI DSS-Ready Architecture',
      'Real-Time Transaction Dashboards',
    ],
  },
  {
    id: 'healthcare',
    caseStudy: 'design-ux',
    name: 'Healthcare & MedTech',
    icon: 'HeartPulse',
    description: 'Patient-friendly digital care that protects sensitive health data at every step.',
    features: [
      'Patient & Provider Portals',
      'HIPAA-Ready Data Handling',
      'Telehealth & Online Scheduling',
      'EHR Integration via HL7 FHIR',
    ],
  },
  {
    id: 'ecommerce',
    caseStudy: 'cloud-devops',
    name: 'E-commerce & Retail',
    icon: 'ShoppingCart',
    description:
      'Fast storefronts and dependable operations that turn browsers into repeat customers.',
    features: [
      'Headless Storefronts',
      'Inventory & Order Management',
      'Conversion-Focused Checkout',
      'Personalised Product Recommendations',
    ],
  },
  {
    id: 'professional-services',
    caseStudy: 'industry-solutions',
    name: 'Professional Services',
    icon: 'Briefcase',
    description:
      'Digital tools for law, accounting and consulting firms that save billable hours and impress clients.',
    features: [
      'Secure Client Portals',
      'Booking & Practice Management',
      'Billing & E-Signature Workflows',
      'Knowledge Bases & Intranets',
    ],
  },
] as const satisfies readonly Industry[];
