export { LazyContactForm } from './LazyContactForm';
export type { ContactFormCopy, ContactFormProps } from './ContactForm';
