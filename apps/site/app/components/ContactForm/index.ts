export { ContactForm } from './ContactForm';
export type { ContactFormCopy, ContactFormProps } from './ContactForm';
