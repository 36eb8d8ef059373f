// Placeholder: the page engineer replaces this module.
export default function Page() {
  return <h1>services</h1>;
}
