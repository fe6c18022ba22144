import type { AdminSupportPage, AdminSupportRequest } from '#contract/admin/support/schema.ts';
import type { SupportMessage, SupportRequest, SupportRequestSummary } from '#contract/support/schema.ts';
import { nextId } from './ids.ts';

/** A message of a support request's thread for tests: the member's unless told otherwise. */
export function aSupportMessage(overrides: Partial<SupportMessage> = {}): SupportMessage {
  return {
    id: nextId('60000000'),
    author: 'member',
    author_name: 'amelia',
    message: 'My Monzo bonus has not arrived after 40 days.',
    created_at: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A request waiting for the team, not about a match, with its first message; `messages` overrides. */
export function aSupportRequest(overrides: Partial<SupportRequest> = {}): SupportRequest {
  return {
    id: nextId('50000000'),
    subject: 'My bonus has not arrived',
    status: 'OPEN',
    priority: false,
    match_id: null,
    app_name: null,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-01T10:00:00.000Z',
    messages: [aSupportMessage()],
    ...overrides,
  };
}

/** The same request as GET /api/support/requests/mine lists it. */
export function aSupportSummary(overrides: Partial<SupportRequest> = {}): SupportRequestSummary {
  const { messages: _messages, ...summary } = aSupportRequest(overrides);
  return summary;
}

/** A request as the team's queue shows it: with its member and the match's status. */
export function anAdminSupportRequest(overrides: Partial<AdminSupportRequest> = {}): AdminSupportRequest {
  return {
    ...aSupportRequest(),
    member: { id: nextId('70000000'), username: 'amelia', email: 'amelia@example.com', is_active: true },
    match_status: null,
    ...overrides,
  };
}

export function aSupportPage(requests: AdminSupportRequest[], { page = 1, limit = 10, total = requests.length } = {}): AdminSupportPage {
  return { requests, total, total_pages: Math.max(1, Math.ceil(total / limit)), page, limit };
}
