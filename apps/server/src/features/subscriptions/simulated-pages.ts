import formbody from '@fastify/formbody';
import { SUBSCRIPTION_PERIOD_DAYS } from '@nfc/contract/subscriptions';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { localizeTexts } from '../../catalogue/localized.ts';
import { billingSessions, organisations, plans } from '../../db/schema.ts';
import type { AppDeps } from '../../deps.ts';
import { escapeHtml } from '../../http/html.ts';
import { preferredLanguage } from '../../http/language.ts';
import { newSimulatedId } from '../../platform/payments/simulated.ts';
import { applySubscriptionState } from './state.ts';

/** The plan's name in the page's language (its German name where the admin wrote one). */
const planName = (plan: typeof plans.$inferSelect, language: 'en' | 'de') => localizeTexts(plan, language).name;

const PORTAL_TTL_MS = 60 * 60 * 1000;

const texts = {
  en: {
    testMode: 'TEST MODE — no real payment is made. This page stands in for the card payment provider.',
    checkoutTitle: 'Subscribe',
    perMonth: 'per month',
    tags: 'tags and vCards',
    cardNote: 'Test card 4242 4242 4242 4242 is charged nothing.',
    pay: 'Pay and subscribe',
    cancel: 'Cancel and go back',
    paid: 'This checkout is already paid.',
    continue: 'Continue',
    notFound: 'This payment page does not exist or has expired.',
    back: 'Back to billing',
    portalTitle: 'Manage your subscription',
    currentPlan: 'Current plan',
    status: 'Status',
    renews: 'Renews on',
    ends: 'Ends on',
    statuses: {
      active: 'Active',
      active_cancel_pending: 'Cancellation scheduled',
      past_due: 'Payment overdue',
      canceled: 'Cancelled',
    } as Record<string, string>,
    changePlan: 'Change plan',
    newPlan: 'New plan',
    confirmChange: 'Confirm plan change',
    cancelAtEnd: 'Cancel at the end of the period',
    resume: 'Resume subscription',
    noSubscription: 'There is no active subscription.',
  },
  de: {
    testMode: 'TESTMODUS — es wird keine echte Zahlung ausgeführt. Diese Seite steht für den Kartenzahlungsanbieter.',
    checkoutTitle: 'Abonnieren',
    perMonth: 'pro Monat',
    tags: 'Tags und vCards',
    cardNote: 'Die Testkarte 4242 4242 4242 4242 wird nicht belastet.',
    pay: 'Bezahlen und abonnieren',
    cancel: 'Abbrechen und zurück',
    paid: 'Dieser Bezahlvorgang ist bereits abgeschlossen.',
    continue: 'Weiter',
    notFound: 'Diese Zahlungsseite gibt es nicht oder sie ist abgelaufen.',
    back: 'Zurück zur Abrechnung',
    portalTitle: 'Abonnement verwalten',
    currentPlan: 'Aktueller Tarif',
    status: 'Status',
    renews: 'Verlängert sich am',
    ends: 'Endet am',
    statuses: {
      active: 'Aktiv',
      active_cancel_pending: 'Kündigung vorgemerkt',
      past_due: 'Zahlung überfällig',
      canceled: 'Gekündigt',
    } as Record<string, string>,
    changePlan: 'Tarif wechseln',
    newPlan: 'Neuer Tarif',
    confirmChange: 'Tarifwechsel bestätigen',
    cancelAtEnd: 'Zum Ende des Zeitraums kündigen',
    resume: 'Abonnement fortsetzen',
    noSubscription: 'Es gibt kein aktives Abonnement.',
  },
};
type Texts = (typeof texts)['en'];

function languageOf(request: FastifyRequest): 'en' | 'de' {
  const query = (request.query as { lng?: string } | undefined)?.lng;
  if (query === 'de' || query === 'en') return query;
  return preferredLanguage(request.headers['accept-language']);
}

function page(language: 'en' | 'de', title: string, body: string): string {
  const t = texts[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
body{margin:0;background:#f1f5f9;color:#0f172a}.banner{background:#b45309;color:#fff;padding:.6rem 1rem;text-align:center;font-weight:600}
main{max-width:30rem;margin:2rem auto;padding:1.75rem;background:#fff;border-radius:1rem;box-shadow:0 1px 3px #0f172a1f}
h1{font-size:1.4rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.25rem}dt{color:#475569}dd{margin:0;font-weight:600}
.price{font-size:2rem;font-weight:700}.muted{color:#475569}form{margin:.75rem 0}
button,.button{display:inline-block;width:100%;box-sizing:border-box;padding:.8rem 1rem;border-radius:.5rem;border:0;font:inherit;font-weight:600;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#4338ca;color:#fff}.secondary{background:#e2e8f0;color:#0f172a}
button:focus-visible,.button:focus-visible,select:focus-visible{outline:3px solid #818cf8;outline-offset:2px}
label{display:block;margin:.5rem 0 .25rem;font-weight:600}select{width:100%;padding:.6rem;border-radius:.5rem;border:1px solid #94a3b8;font:inherit;background:inherit;color:inherit}
@media (prefers-color-scheme:dark){body{background:#020617;color:#f1f5f9}main{background:#0f172a}dt,.muted{color:#cbd5e1}.secondary{background:#334155;color:#f1f5f9}}
</style></head><body><div class="banner" role="note">${escapeHtml(t.testMode)}</div><main>${body}</main></body></html>`;
}

function formatDate(date: Date | null, language: 'en' | 'de') {
  return date
    ? new Intl.DateTimeFormat(language === 'de' ? 'de-DE' : 'en-US', { dateStyle: 'long' }).format(date)
    : '—';
}
function formatPrice(cents: number, currency: string, language: 'en' | 'de') {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { style: 'currency', currency }).format(
    cents / 100,
  );
}

/** The simulated provider's hosted checkout and portal: plain HTML forms that work without the web app. */
export const simulatedProviderPages =
  (deps: AppDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(formbody);
    const { db, config } = deps;
    const billingUrl = `${config.appUrl}/settings/billing`;

    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
    const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => {
      const language = languageOf(request);
      const t = texts[language];
      return html(
        reply,
        404,
        page(
          language,
          t.notFound,
          `<h1>${escapeHtml(t.notFound)}</h1><a class="button secondary" href="${billingUrl}">${escapeHtml(t.back)}</a>`,
        ),
      );
    };

    async function findSession(id: string, kind: 'checkout' | 'portal') {
      const [session] = await db
        .select()
        .from(billingSessions)
        .where(
          and(eq(billingSessions.id, id), eq(billingSessions.kind, kind), eq(billingSessions.provider, 'simulated')),
        );
      if (!session) return null;
      if (kind === 'portal' && Date.now() - session.createdAt.getTime() > PORTAL_TTL_MS) return null;
      return session;
    }

    // GET /simulated-provider/checkout/:id - plan and price with Pay and Cancel
    app.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
      const session = await findSession(request.params.id, 'checkout');
      const [plan] = session?.planId ? await db.select().from(plans).where(eq(plans.id, session.planId)) : [];
      if (!session || !plan) return notFoundPage(request, reply);
      const language = languageOf(request);
      const t = texts[language];
      const action = `/simulated-provider/checkout/${encodeURIComponent(session.id)}`;
      const body =
        session.status === 'open'
          ? `<h1>${escapeHtml(t.checkoutTitle)}: ${escapeHtml(planName(plan, language))}</h1>
<p class="price">${formatPrice(plan.priceMonthlyCents, plan.currency, language)} <span class="muted" style="font-size:1rem;font-weight:400">${escapeHtml(t.perMonth)}</span></p>
<p>${plan.tagLimit} ${escapeHtml(t.tags)}</p><p class="muted">${escapeHtml(t.cardNote)}</p>
<form method="post" action="${action}/pay"><button class="primary" type="submit">${escapeHtml(t.pay)}</button></form>
<form method="post" action="${action}/cancel"><button class="secondary" type="submit">${escapeHtml(t.cancel)}</button></form>`
          : `<h1>${escapeHtml(t.paid)}</h1><a class="button primary" href="${config.appUrl}/subscribe/success?session_id=${encodeURIComponent(session.id)}">${escapeHtml(t.continue)}</a>`;
      return html(reply, 200, page(language, `${t.checkoutTitle}: ${planName(plan, language)}`, body));
    });

    // POST /simulated-provider/checkout/:id/pay - the payment succeeds; the subscription starts
    app.post<{ Params: { id: string } }>('/checkout/:id/pay', async (request, reply) => {
      const session = await findSession(request.params.id, 'checkout');
      if (!session?.planId) return notFoundPage(request, reply);
      if (session.status === 'open') {
        const [account] = await db.select().from(organisations).where(eq(organisations.id, session.organisationId));
        const [claimed] = await db
          .update(billingSessions)
          .set({ status: 'complete', completedAt: new Date() })
          .where(and(eq(billingSessions.id, session.id), eq(billingSessions.status, 'open')))
          .returning();
        if (claimed && account) {
          await applySubscriptionState(deps, {
            organisationId: account.id,
            snapshot: {
              providerCustomerId: account.providerCustomerId ?? newSimulatedId('sim_cus'),
              providerSubscriptionId: newSimulatedId('sim_sub'),
              planId: session.planId,
              status: 'active',
              cancelAtPeriodEnd: false,
              currentPeriodEnd: new Date(Date.now() + SUBSCRIPTION_PERIOD_DAYS * 86_400_000),
            },
          });
        }
      }
      return reply.redirect(`${config.appUrl}/subscribe/success?session_id=${encodeURIComponent(session.id)}`, 303);
    });

    // POST /simulated-provider/checkout/:id/cancel - the visitor gives up
    app.post<{ Params: { id: string } }>('/checkout/:id/cancel', async (request, reply) => {
      const session = await findSession(request.params.id, 'checkout');
      if (!session) return notFoundPage(request, reply);
      await db
        .update(billingSessions)
        .set({ status: 'expired' })
        .where(and(eq(billingSessions.id, session.id), eq(billingSessions.status, 'open')));
      return reply.redirect(`${config.appUrl}/subscribe/cancel`, 303);
    });

    async function portalUser(id: string) {
      const session = await findSession(id, 'portal');
      if (!session) return null;
      const [account] = await db.select().from(organisations).where(eq(organisations.id, session.organisationId));
      return account ? { session, account } : null;
    }

    function renderPortal(
      t: Texts,
      language: 'en' | 'de',
      session: typeof billingSessions.$inferSelect,
      account: typeof organisations.$inferSelect,
      options: Array<typeof plans.$inferSelect>,
    ) {
      const current = options.find((plan) => plan.id === account.planId);
      const action = `/simulated-provider/portal/${encodeURIComponent(session.id)}`;
      const isLive = Boolean(account.planId && account.subscriptionStatus?.startsWith('active'));
      if (!isLive) {
        return `<h1>${escapeHtml(t.portalTitle)}</h1><p>${escapeHtml(t.noSubscription)}</p><a class="button secondary" href="${billingUrl}">${escapeHtml(t.back)}</a>`;
      }
      const isCancelPending = account.subscriptionStatus === 'active_cancel_pending';
      const choices = options
        .filter((plan) => plan.isActive && plan.id !== account.planId)
        .map(
          (plan) =>
            `<option value="${plan.id}"${plan.id === session.planId ? ' selected' : ''}>${escapeHtml(planName(plan, language))} — ${formatPrice(plan.priceMonthlyCents, plan.currency, language)} ${escapeHtml(t.perMonth)}</option>`,
        )
        .join('');
      return `<h1>${escapeHtml(t.portalTitle)}</h1>
<dl><dt>${escapeHtml(t.currentPlan)}</dt><dd>${escapeHtml(current ? planName(current, language) : '—')}</dd>
<dt>${escapeHtml(t.status)}</dt><dd>${escapeHtml(t.statuses[account.subscriptionStatus ?? ''] ?? '—')}</dd>
<dt>${escapeHtml(isCancelPending ? t.ends : t.renews)}</dt><dd>${formatDate(isCancelPending ? account.planExpiresAt : account.currentPeriodEnd, language)}</dd></dl>
${choices ? `<form method="post" action="${action}/change-plan"><label for="planId">${escapeHtml(t.newPlan)}</label><select id="planId" name="planId">${choices}</select><p><button class="primary" type="submit">${escapeHtml(t.confirmChange)}</button></p></form>` : ''}
<form method="post" action="${action}/${isCancelPending ? 'resume' : 'cancel-at-period-end'}"><button class="secondary" type="submit">${escapeHtml(isCancelPending ? t.resume : t.cancelAtEnd)}</button></form>
<a class="button secondary" href="${billingUrl}">${escapeHtml(t.back)}</a>`;
    }

    // GET /simulated-provider/portal/:id - change plan, cancel at period end, resume
    app.get<{ Params: { id: string } }>('/portal/:id', async (request, reply) => {
      const found = await portalUser(request.params.id);
      if (!found) return notFoundPage(request, reply);
      const language = languageOf(request);
      const t = texts[language];
      const options = await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.priceMonthlyCents));
      return html(
        reply,
        200,
        page(language, t.portalTitle, renderPortal(t, language, found.session, found.account, options)),
      );
    });

    /** Applies a change to the portal organisation's live subscription, then goes back to the portal page. */
    async function changeSubscription(
      request: FastifyRequest<{ Params: { id: string } }>,
      reply: FastifyReply,
      change: (
        account: typeof organisations.$inferSelect,
      ) => Promise<{ planId?: string; cancelAtPeriodEnd?: boolean } | null>,
    ) {
      const found = await portalUser(request.params.id);
      if (!found) return notFoundPage(request, reply);
      const { account } = found;
      if (
        account.planId &&
        account.providerCustomerId &&
        account.providerSubscriptionId &&
        account.currentPeriodEnd &&
        account.subscriptionStatus?.startsWith('active')
      ) {
        const next = await change(account);
        if (next) {
          await applySubscriptionState(deps, {
            organisationId: account.id,
            snapshot: {
              providerCustomerId: account.providerCustomerId,
              providerSubscriptionId: account.providerSubscriptionId,
              planId: next.planId ?? account.planId,
              status: 'active',
              cancelAtPeriodEnd: next.cancelAtPeriodEnd ?? account.subscriptionStatus === 'active_cancel_pending',
              currentPeriodEnd: account.currentPeriodEnd,
            },
          });
        }
      }
      return reply.redirect(`/simulated-provider/portal/${encodeURIComponent(request.params.id)}`, 303);
    }

    // POST /simulated-provider/portal/:id/change-plan - switch to another active plan, same period
    app.post<{ Params: { id: string }; Body: { planId?: string } }>('/portal/:id/change-plan', (request, reply) =>
      changeSubscription(request, reply, async () => {
        const planId = String(request.body?.planId ?? '');
        const [plan] = /^[0-9a-f-]{36}$/i.test(planId) ? await db.select().from(plans).where(eq(plans.id, planId)) : [];
        return plan?.isActive ? { planId: plan.id } : null;
      }),
    );
    // POST /simulated-provider/portal/:id/cancel-at-period-end - keep the plan until the period ends
    app.post<{ Params: { id: string } }>('/portal/:id/cancel-at-period-end', (request, reply) =>
      changeSubscription(request, reply, async () => ({ cancelAtPeriodEnd: true })),
    );
    // POST /simulated-provider/portal/:id/resume - take back a scheduled cancellation
    app.post<{ Params: { id: string } }>('/portal/:id/resume', (request, reply) =>
      changeSubscription(request, reply, async () => ({ cancelAtPeriodEnd: false })),
    );
  };
