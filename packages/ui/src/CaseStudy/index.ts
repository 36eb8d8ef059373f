export { CaseStudy } from './CaseStudy';
export type { CaseStudyLabels, CaseStudyOutcome, CaseStudyProps } from './CaseStudy';
