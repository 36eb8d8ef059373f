import { useNavigation, useSubmit } from 'react-router';
import type { AdminIntent } from './inbox-data';

export interface PendingIntent {
  intent: AdminIntent;
  /** 'submitting' until the action answers, then 'loading' while the route's data loads again. */
  state: 'submitting' | 'loading';
  fields: FormData;
}

/**
 * The inbox's actions go to the route's clientAction as submissions to the page's own URL, replaced in history:
 * `useSubmit` and `useNavigation` are router code every public page already loads, where `useFetcher` would add a third
 * of a kilobyte to each of them. One action runs at a time, as one navigation does; its answer is the route's
 * `actionData`.
 */
export function useIntents() {
  const submit = useSubmit();
  const navigation = useNavigation();
  const { state, formData } = navigation;
  const intent = formData?.get('intent');
  const pending: PendingIntent | null =
    formData && typeof intent === 'string'
      ? { intent: intent as AdminIntent, state, fields: formData }
      : null;
  return {
    submit(intent: AdminIntent, fields: Record<string, string> = {}) {
      void submit({ intent, ...fields }, { method: 'post', replace: true });
    },
    pending,
  };
}
