import { Link } from 'react-router';
import { LegalPage, LegalSection } from '#web/components/layout/legal-page.tsx';
import { PRODUCT_NAME } from '#web/lib/use-document-title.ts';

/** /disclosure: what a referral link is, who may earn from one, and what we do and do not get from it. */
export function DisclosureScreen() {
  return (
    <LegalPage
      title="Referral disclosure"
      updated="2026-11-25"
      summary="Who may earn a bonus when you sign up with a referral link, who pays it, and what we take."
    >
      <LegalSection title="What a referral link is">
        <p>
          Many apps give their customers a referral link or code to invite friends. When someone new signs up with it and meets the app’s conditions, the app
          may pay a bonus to the person who shared it, to the newcomer, or to both.
        </p>
      </LegalSection>

      <LegalSection title="Who may earn from your sign-up">
        <ul>
          <li>
            Every link on {PRODUCT_NAME} is shared by a member, for an app they use. <strong>When you sign up with their link, they may earn a bonus</strong>{' '}
            from the app.
          </li>
          <li>
            <strong>You may earn one too.</strong> Each offer shows what the app pays each side, as we last recorded it; some apps pay only one side.
          </li>
          <li>
            <strong>We take no cut.</strong> The app pays bonuses straight to the people who qualify, and no part of any bonus comes to us. Our only charge is
            the optional Premium plan, which for now is a demonstration that takes no payment (see the <Link to="/terms">terms of use</Link>).
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="The apps set and pay the bonuses">
        <p>
          Each app decides its bonus, its conditions (such as a first card payment, a deposit or a minimum spend before a deadline), how long it takes to pay,
          and whether you qualify. It can change or withdraw an offer at any time, so no bonus is guaranteed. Read the app’s own terms before you sign up.
        </p>
        <p>
          Offers for investing and crypto apps are not a recommendation: investments and crypto can fall in value as well as rise, and you could get back less
          than you put in.
        </p>
      </LegalSection>

      <LegalSection title="How codes are shared out">
        <p>
          The codes shared for an app take turns. The next claim gets the code matched least recently (one never matched first, then the oldest), so every
          member’s code gets its chance. While paid plans are switched on, Premium members’ codes go first. A code with no uses left, or one paused after people
          reported it did not work, is never handed out. <Link to="/how-it-works#faq">How it works</Link> explains the rest.
        </p>
      </LegalSection>

      <LegalSection title="We are not affiliated with the apps">
        <p>
          {PRODUCT_NAME} is not affiliated with, endorsed by or sponsored by any of the apps listed. Their names and logos belong to their owners and are shown
          only to say which app an offer is for.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
