// Placeholder: the page engineer replaces this module.
export default function Page() {
  return <h1>contact</h1>;
}
