/**
 * A small stand-in for the site's prerendered "not sent" page, in the shape React writes it (the site's build test
 * checks the real page against renderNotSentPage).
 */
import { NOT_SENT_PAGE } from '../_shared/outcome.ts';

const field = (name: string, type: string) =>
  `<div class="field"><label for="not-sent-${name}" class="label">${name}</label>` +
  `<input autoComplete="${name}" id="not-sent-${name}" required="" type="${type}" class="control" name="${name}" value=""/></div>`;

export const NOT_SENT_TEMPLATE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Message Not Sent | Lumen Forge</title>' +
  '<link rel="stylesheet" href="/assets/style-abc123.css"/><link rel="modulepreload" href="/assets/x-abc.js"/></head>' +
  '<body><script type="application/ld+json">{"@type":"Organization"}</script><header><a href="/contact">Contact</a></header>' +
  '<main><h1>Message Not Sent</h1><div role="alert"><p class="no-reason">Please check what you entered and try again.</p>' +
  `<ul class="reasons" ${NOT_SENT_PAGE.reasonsAttribute}=""><li id="name-required" class="reason">Name is required</li></ul></div>` +
  `<template ${NOT_SENT_PAGE.formAttribute}=""><div class="card"><h2 id="not-sent-form-heading">Your Message</h2>` +
  '<div data-island="{}"><form id="not-sent" data-contact-form="" aria-labelledby="not-sent-form-heading" ' +
  'action="/functions/v1/send-contact-email" method="post">' +
  field('name', 'text') +
  field('email', 'email') +
  '<div class="field"><label for="not-sent-message">Message</label><textarea name="message" id="not-sent-message" required="" rows="4" class="control"></textarea></div>' +
  '<div aria-hidden="true" data-honeypot=""><input id="hp" type="text" name="website" value=""/></div>' +
  '<button type="submit">Send Message</button></form></div></div></template>' +
  `<template ${NOT_SENT_PAGE.fieldErrorAttribute}=""><p id="${NOT_SENT_PAGE.fieldErrorId}" class="error"><svg aria-hidden="true"></svg>` +
  `<span>${NOT_SENT_PAGE.fieldErrorText}</span></p></template>` +
  `<div ${NOT_SENT_PAGE.backAttribute}="" class="stack"><p>Use your browser’s Back button.</p><a href="/contact">Back to the Contact Form</a></div>` +
  '</main><script type="module" src="/assets/enhance-abc.js"></script><script type="speculationrules">{}</script></body></html>';
