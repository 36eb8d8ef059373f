import { company } from './company.ts';

/** /admin: the staff inbox. Client-only; every text lives here. */
export const adminPage = {
  heading: 'Submissions Inbox',
  intro: `The ${company.name} staff area for reading and answering contact form submissions.`,
  backToSite: { label: 'Back to Website', href: '/' },
  signIn: {
    heading: 'Staff sign-in',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    wrongCredentials: 'Wrong e-mail or password.',
    tooManyAttempts: 'Too many sign-in attempts. Wait a few minutes, then try again.',
    unreachable: 'The sign-in service could not be reached. Check your connection and try again.',
    sessionEnded: 'Your session has ended. Sign in again to continue.',
    signedOut: 'You are signed out.',
  },
  /** Staff self-service: a forgotten password by e-mail, and a new one while signed in. */
  account: {
    forgotLink: 'Forgot password?',
    forgotHeading: 'Reset your password',
    forgotIntro:
      'Enter the e-mail address of your staff account. We will send it a link to choose a new password.',
    send: 'Send the link',
    sending: 'Sending…',
    /** The same words whether the address has an account or not. */
    sent: (email: string) =>
      `If ${email} belongs to a staff account, a link to choose a new password is on its way. It works once, within an hour. If it has not arrived in a few minutes, check the spam folder.`,
    backToSignIn: 'Back to sign-in',
    emailRequired: 'Enter the e-mail address of your staff account.',
    tooMany: 'Too many requests from here. Wait a few minutes, then try again.',
    linkExpired:
      'That link has expired or was used already. For a new one, use “Forgot password?” on the sign-in form.',
    changeLink: 'Change password',
    setHeading: 'Choose a new password',
    changeHeading: 'Change your password',
    forAccount: (email: string) => `For ${email}.`,
    newPassword: 'New password',
    confirmPassword: 'New password again',
    hint: (min: number) => `At least ${min} characters.`,
    save: 'Save new password',
    saving: 'Saving…',
    cancel: 'Back to inbox',
    tooShort: (min: number) => `The new password needs at least ${min} characters.`,
    mismatch: 'The two passwords are not the same. Type the new one twice.',
    samePassword: 'That is your current password. Choose a different one.',
    changed:
      'Your password was changed. Any other device signed in with this account was signed out.',
    sessionGone:
      'Your session has ended, so the password was not changed. Sign in again, or ask for a new link.',
    unreachable:
      'The sign-in service could not be reached, so nothing was changed. Check your connection and try again.',
  },
  /** Who works the inbox: owners invite and remove colleagues; members see the list. */
  staff: {
    link: 'Staff',
    heading: 'Staff',
    listLabel: 'Staff members',
    owner: 'Owner',
    member: 'Member',
    you: '(you)',
    remove: 'Remove…',
    removeTitle: 'Take this person off the staff list?',
    removeBody: (email: string) =>
      `${email} will no longer see the inbox, from their next click. Their account stays; their submissions stay, with no owner, for others to take.`,
    removeConfirm: 'Remove from staff',
    removed: (email: string) =>
      `${email} is no longer on the staff list. Their submissions are open for others to take.`,
    inviteHeading: 'Invite a colleague',
    inviteEmail: 'Their e-mail address',
    inviteHint: 'They get an e-mail with a link to choose a password, and join as a member.',
    invite: 'Send invitation',
    inviting: 'Sending…',
    invited: (email: string) =>
      `Invitation sent to ${email}. The link works once, within an hour; they can ask for a new one with “Forgot password?”.`,
    added: (email: string) =>
      `${email} had an account already and is now on the staff list; they sign in with their own password.`,
    emailRequired: 'Enter the e-mail address of the colleague to invite.',
    membersOnly: 'Only an owner of the inbox can invite or remove staff.',
    failed: 'The staff list could not be loaded. Try again.',
    back: 'Back to inbox',
  },
  noAccess: {
    heading: 'No access',
    message:
      'This account is signed in but is not on the staff list, so it cannot see any submissions. Ask an administrator to add it.',
  },
  signOut: 'Sign out',
  signedInAs: 'Signed in as',
  views: {
    label: 'Views',
    new: 'New',
    /** The open submissions (those of New), oldest first. */
    waiting: 'Waiting longest',
    /** The open submissions the signed-in staff member owns. */
    mine: 'Mine',
    handled: 'Handled',
    spam: 'Spam',
    failed: 'Delivery failed',
    all: 'All',
  },
  search: {
    label: 'Search submissions',
    placeholder: 'Name, e-mail or message',
    submit: 'Search',
    clear: 'Clear search',
    /** A search with no match in the view it was made from: where it does match (every view is searched). */
    noneInView: (view: string) => `No submissions in “${view}” match this search.`,
    elsewhere: 'It matches in other views:',
    /** `count` as shown ("3", "1000+"). */
    matchesIn: (count: number | string, view: string) => `${count} in “${view}”`,
    /** A view's count for a search once the database stops counting (past 1 000 matches). */
    countAtLeast: (count: number | string) => `${count}+`,
  },
  /** The open submissions past the configured threshold of the 24-hour reply promise. */
  overdue: {
    label: 'Overdue',
    /** `count` as shown ("3", "1,000+"); `hours`, the threshold. */
    summary: (count: number, shown: string, hours: number) =>
      count === 0
        ? `No open submission has waited ${hours} hours.`
        : `${shown} open ${count === 1 ? 'submission has' : 'submissions have'} waited ${hours} hours or more.`,
    show: 'Show them, oldest first',
  },
  exportCsv: 'Export CSV',
  list: {
    label: 'Submissions',
    loading: 'Loading submissions…',
    loadMore: 'Load more',
    empty: 'No submissions in this view.',
    emptySearch: 'No submissions match this search.',
    /** A search stops after a while and says how far back it looked; the button goes on from there. */
    searchedBackTo: (when: string) => `Searched submissions received since ${when}.`,
    noMatchSince: (when: string) => `No matches in submissions received since ${when}.`,
    searchOlder: 'Search older submissions',
    /** The same, in a list that runs oldest first. */
    searchedUpTo: (when: string) => `Searched submissions received up to ${when}.`,
    noMatchUpTo: (when: string) => `No matches in submissions received up to ${when}.`,
    searchNewer: 'Search newer submissions',
    /** How long an open submission has waited, e.g. "21 hr, 5 min". */
    waiting: (duration: string) => `Waiting ${duration}`,
    /** The inbox answered, with an error (its cause is in the server's log). */
    failed:
      'The inbox answered with an error, so the submissions could not be shown. Nothing was lost. Try again in a minute; if it keeps happening, ask whoever runs the site to look at the server log.',
    /** Nothing answered: this device is offline, or the site's server is down. */
    unreachable:
      'The inbox could not be reached: this device may be offline, or the server may be down. Check your connection, then try again.',
    retry: 'Try again',
    unread: 'Unread',
    /** Who owns a row: the short form of their address, or "you". */
    owner: (who: string) => `Owner: ${who}`,
    you: 'you',
  },
  status: {
    new: 'New',
    notified: 'Notified',
    notify_failed: 'Delivery failed',
    spam: 'Spam',
    handled: 'Handled',
    replied: 'Replied',
  },
  detail: {
    back: 'Back to inbox',
    received: 'Received',
    waiting: 'Waiting',
    email: 'E-mail',
    source: 'Source',
    userAgent: 'Browser',
    notifyError: 'Notification error',
    /** Who answers it: a staff member takes it or gives it to a colleague; "Mine" lists their own. */
    owner: 'Owner',
    nobody: 'Nobody yet',
    you: (email: string) => `${email} (you)`,
    takeIt: 'Take it',
    assignLabel: 'Give it to',
    assign: 'Assign',
    nobodyOption: 'Nobody',
    taken: 'You own this submission now. It is in “Mine”.',
    assigned: (email: string) => `${email} owns this submission now.`,
    released: 'Nobody owns this submission now.',
    message: 'Message',
    /** The open submission's main actions (a labelled group, at the bottom of a phone's screen). */
    actions: 'Actions',
    /** A reply written in the staff member's own mail program: nothing of it comes back to the inbox. */
    replyElsewhere: 'Write in your own mail program (not recorded)',
    replySubject: `Re: Your enquiry to ${company.name}`,
    markHandled: 'Mark handled',
    reopen: 'Reopen',
    markSpam: 'Mark as spam',
    notSpam: 'Not spam',
    /** Replies written here and sent by e-mail through the outbox, the thread of the submission. */
    thread: {
      title: 'Replies',
      label: 'Your reply',
      hint: (email: string) =>
        `Sent by e-mail to ${email} as plain text, with their message quoted below. Their answer comes to the agency's address.`,
      send: 'Send reply',
      sent: 'The reply is on its way. It shows as sent once the e-mail service has taken it.',
      by: (author: string | null) => (author ? `By ${author}` : 'By a former staff member'),
      state: { sending: 'Sending…', sent: 'Sent', failed: 'Not sent' },
    },
    retry: 'Retry notification e-mail',
    retried: 'The notification e-mail was sent.',
    note: 'Staff note',
    saveNote: 'Save note',
    noteSaved: 'Note saved.',
    delete: 'Delete…',
    deleteTitle: 'Delete this submission?',
    deleteBody: (name: string, email: string) =>
      `The submission from ${name} (${email}) will be erased from the database for good. Use this for erasure requests.`,
    deleteConfirm: 'Delete submission',
    deleted: 'The submission was deleted.',
    loading: 'Loading submission…',
    pick: 'Select a submission to read it.',
    actionFailed: 'That did not work. Nothing was lost; try again.',
    /** A CSV export whose download broke off part way: no file is saved rather than a cut-short one. */
    exportCutShort:
      'The export stopped part way, so no file was saved. Try again; if it stops again, export one view or a search at a time.',
    /** The inbox's function could not be reached at all (offline, or the server is down). */
    unreachable:
      'The inbox could not be reached, so nothing was changed. Check your connection, then try again.',
  },
} as const;
