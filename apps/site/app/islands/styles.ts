/**
 * The styles of the components that run only as islands. The islands script is built on its own and its CSS is not
 * used: these imports put the same rules in the page's one stylesheet (the page scripts plugin fails the build when a
 * class of the islands' CSS is missing from it).
 */
import '~/components/ContactForm/ContactForm.css';
