import { adminPage } from '@agency/content';
import type { StaffMember } from '@agency/supabase/inbox';

/** An owner as the list shows them: "you", or their address's mailbox part (the team shares one domain). */
export function shortOwner(owner: StaffMember, userId: string): string {
  if (owner.id === userId) return adminPage.list.you;
  const at = owner.email.lastIndexOf('@');
  return at > 0 ? owner.email.slice(0, at) : owner.email;
}

/** An owner as the open submission names them: the whole address, marked when it is the viewer's. */
export function fullOwner(owner: StaffMember | null, userId: string): string {
  if (owner === null) return adminPage.detail.nobody;
  return owner.id === userId ? adminPage.detail.you(owner.email) : owner.email;
}
