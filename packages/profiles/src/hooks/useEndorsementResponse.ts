import { useCallback, useState } from 'react';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, ApiError, Endorsement, EndorsementResponseInput, Id, UserProfile } from '@edupassport/api-client';
import { toSafeUrl, useApiClient, useEduMutation, useEduQuery } from '@edupassport/ui/headless';
import { profileKeys } from '../queryKeys';
import { isBlank } from '@edupassport/internal/blank';

/** The rating an endorser gives, 1 to 5, default 5. */
export const ENDORSEMENT_RATING_MAX = 5;
export const ENDORSEMENT_RATING_DEFAULT = 5;

/** What the endorser types; the optional fields may stay empty. */
export interface EndorsementResponseValues {
  endorser_name: string;
  endorsement_text: string;
  /** 1 to 5; default 5. */
  rating: number;
  position: string;
  organization: string;
  /** A link to the endorser's photo. */
  avatar: string;
}

export type EndorsementResponseErrors = Partial<Record<'endorser_name' | 'endorsement_text' | 'avatar', string>>;

export interface EndorsementResponseRuleMessages {
  endorserNameRequired: string;
  endorsementTextRequired: string;
  endorserAvatarInvalid: string;
}

export const EMPTY_ENDORSEMENT_RESPONSE: EndorsementResponseValues = {
  endorser_name: '',
  endorsement_text: '',
  rating: ENDORSEMENT_RATING_DEFAULT,
  position: '',
  organization: '',
  avatar: '',
};

/** Name and text are required; a photo link, when given, must be a web address. */
export function validateEndorsementResponse(values: EndorsementResponseValues, m: EndorsementResponseRuleMessages): EndorsementResponseErrors {
  const errors: EndorsementResponseErrors = {};
  if (isBlank(values.endorser_name)) errors.endorser_name = m.endorserNameRequired;
  if (isBlank(values.endorsement_text)) errors.endorsement_text = m.endorsementTextRequired;
  if (values.avatar.trim() && !toSafeUrl(values.avatar)) errors.avatar = m.endorserAvatarInvalid;
  return errors;
}

/**
 * The request body: everything trimmed; position, organization and avatar only when
 * non-empty after trimming; the rating clamped to 1–5, 5 when missing.
 */
export function toEndorsementResponseInput(values: Partial<EndorsementResponseValues>): EndorsementResponseInput {
  const rating = Math.round(Number(values.rating));
  const input: EndorsementResponseInput = {
    endorser_name: values.endorser_name?.trim() ?? '',
    endorsement_text: values.endorsement_text?.trim() ?? '',
    rating: Number.isFinite(rating) && rating >= 1 ? Math.min(rating, ENDORSEMENT_RATING_MAX) : ENDORSEMENT_RATING_DEFAULT,
  };
  const position = values.position?.trim();
  const organization = values.organization?.trim();
  const avatar = values.avatar?.trim() ? (toSafeUrl(values.avatar) ?? values.avatar.trim()) : '';
  if (position) input.position = position;
  if (organization) input.organization = organization;
  if (avatar) input.avatar = avatar;
  return input;
}

export type EndorsementResponseStatus = 'loading' | 'error' | 'not-found' | 'answered' | 'ready' | 'submitted';

export interface UseEndorsementResponseResult {
  /**
   * `loading`; `error` (the load failed, retry); `not-found`; `answered` (already completed before this
   * visit); `ready` (the form); `submitted` (this visit's answer was saved).
   */
  status: EndorsementResponseStatus;
  /** The request, once loaded. */
  endorsement: Endorsement | null;
  /** Who asked for the endorsement, when their profile could be read; null otherwise. */
  requester: UserProfile | null;
  /** The load failure (status `error` or `not-found`), or null. */
  error: ApiError | null;
  /** Loads the request again after a failure. */
  retry: () => void;
  /** True while the answer is being sent. */
  submitting: boolean;
  /** The last send's failure (the form stays as typed), or null. */
  submitError: ApiError | null;
  /** Sends the answer; resolves true when it was saved, false when it failed (see `submitError`). */
  submit: (values: EndorsementResponseValues) => Promise<boolean>;
}

interface Loaded {
  endorsement: Endorsement;
  requester: UserProfile | null;
}

/** The endorsement request with who asked: the endorser's page reads it (and a server render may prefetch it). */
export function endorsementRequestQueryOptions(client: ApiClient, id: Id) {
  return queryOptions<Loaded, ApiError>({
    queryKey: profileKeys.endorsementRequest(id),
    queryFn: async ({ signal }) => {
      const endorsement = await client.endorsements.get(id, { signal });
      // Who asked is a nicety: without it the page still works, so its failure is not the page's.
      const requester =
        endorsement.user_id === undefined
          ? null
          : await client.users.getUserById(endorsement.user_id, { limit: 1 }, { signal }).then(
              (answer) => answer.user,
              () => null,
            );
      return { endorsement, requester };
    },
  });
}

/**
 * The endorser's side of an endorsement request: loads it (`GET /api/endorsement/{id}`) and
 * who asked, then answers it (`POST /api/endorsement/{id}/respond`). No login is needed: the endorser is
 * usually not a platform user.
 */
export function useEndorsementResponse(id: Id): UseEndorsementResponseResult {
  const client = useApiClient();
  const key = String(id);
  const loaded = useEduQuery(endorsementRequestQueryOptions(client, id));
  const respond = useEduMutation<void, ApiError, { id: Id; values: EndorsementResponseValues }>({
    mutationFn: ({ id: target, values }) => client.endorsements.respond(target, toEndorsementResponseInput(values)),
  });
  const [submittedId, setSubmittedId] = useState<string | null>(null);
  // The query layer tells its subscribers on its next tick: the retry shows its loading state at once.
  const [retrying, setRetrying] = useState(false);
  const { refetch } = loaded;
  const { mutateAsync } = respond;

  const retry = useCallback(() => {
    setRetrying(true);
    void refetch().finally(() => setRetrying(false));
  }, [refetch]);

  const submit = useCallback(
    async (values: EndorsementResponseValues) => {
      try {
        await mutateAsync({ id, values });
        setSubmittedId(key);
        return true;
      } catch {
        return false;
      }
    },
    [mutateAsync, id, key],
  );

  const data = loaded.data;
  // A retry after a failure shows the loading state again.
  const error = data || loaded.isFetching || retrying ? null : loaded.error;
  const status: EndorsementResponseStatus =
    submittedId === key
      ? 'submitted'
      : data
        ? data.endorsement.status === 'completed'
          ? 'answered'
          : 'ready'
        : error
          ? error.status === 404
            ? 'not-found'
            : 'error'
          : 'loading';

  return {
    status,
    endorsement: data?.endorsement ?? null,
    requester: data?.requester ?? null,
    error,
    retry,
    submitting: respond.isPending,
    submitError: respond.error,
    submit,
  };
}
