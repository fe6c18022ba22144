import { Link } from 'react-router';
import { LegalPage, LegalSection } from '#web/components/layout/legal-page.tsx';
import { PRODUCT_NAME } from '#web/lib/use-document-title.ts';

/**
 * /privacy: what the service holds, why, who sees it, for how long, and the person's rights. Every
 * statement here is something the code does today (server/db/schema.ts, profile/service.ts,
 * auth/device-cookie.ts, notifications/retention.ts); change the words when the behaviour changes.
 */
export function PrivacyScreen() {
  return (
    <LegalPage title="Privacy notice" updated="2026-11-28" summary={`What ${PRODUCT_NAME} keeps about you, why, who can see it, and what you can do about it.`}>
      <LegalSection title="In short">
        <ul>
          <li>We keep what the exchange needs to work: your account, your apps, the referral links you share and your matches.</li>
          <li>Other members see your username and the part of your e-mail address before the @, never the whole address.</li>
          <li>We do not sell your data, and there are no advertising or analytics trackers on this site.</li>
          <li>You can download everything we hold about you, correct it, or delete your account, from your profile.</li>
        </ul>
      </LegalSection>

      <LegalSection title="What we hold about you">
        <ul>
          <li>
            <strong>Your account:</strong> your e-mail address, your username and, if you give one, your name. Your password is never stored: we keep only an
            Argon2id hash of it, which cannot be turned back into the password. We also keep whether your address is verified, a new address while it waits to
            be confirmed, when you last signed in, your plan and how many matches you have used.
          </li>
          <li>
            <strong>The apps you use,</strong> and the <strong>referral codes and links you share</strong>, with how many times each has been used.
          </li>
          <li>
            <strong>Your matches and their history:</strong> the app, the code and link used, each step and when it happened, and the bonus amounts confirmed.
            Also the requests you make for a code when none is available yet.
          </li>
          <li>
            <strong>Notifications</strong> we show you about your matches and your codes, and your choice of which of them we also e-mail to you.
          </li>
          <li>
            <strong>Reports</strong> you make, or that are made about your matches: the reason, the messages in the thread and any screenshots. Screenshots are
            re-encoded when they are uploaded, which strips hidden metadata such as location and camera details.
          </li>
          <li>
            <strong>Reviews</strong> you give and receive after a completed match, and any replies.
          </li>
          <li>
            <strong>E-mail delivery records:</strong> each e-mail we send you, with the address, subject and content, and whether it was delivered.
          </li>
          <li>
            <strong>Where you are signed in:</strong> each device as your browser describes itself (such as “Chrome on Windows”), when you signed in there and
            when it was last used; no address or location. You can see the list and sign the others out on your profile’s Security tab, and each entry is
            deleted once no sign-in can use it.
          </li>
          <li>
            <strong>Where you registered and signed in from:</strong> the internet address of each registration and sign-in, and the id your browser’s device
            cookie carries, with when each was first and last used. We compare them only when one of your codes is claimed, or you claim one, to spot one person
            on both sides of a referral, which the apps treat as fraud. They are in your data download.
          </li>
          <li>
            <strong>Security records:</strong> password-reset and verification links, kept only in a scrambled (hashed) form; a hashed record of when a password
            reset was asked for an address, to limit how often that can happen; and counters of recent failed sign-ins by account, internet address and device.
            The counters are kept only in our server’s memory and are forgotten within an hour.
          </li>
          <li>
            <strong>Technical logs:</strong> like most websites, our server notes each request it answers, including the internet address it came from, to keep
            the service running and to look into faults and abuse.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Who can see what">
        <ul>
          <li>
            <strong>The other person in a match</strong> sees only your username, the part of your e-mail address before the @ and your track record. They never
            see your full address, your name or your password.
          </li>
          <li>
            <strong>Members looking for a code</strong> see the same about you while one of your codes is on offer: your username, the part of your address
            before the @ and your track record.
          </li>
          <li>
            <strong>Member pages,</strong> open to signed-in members, show your username, when you joined, your track record and the reviews left for you, with
            your replies.
          </li>
          <li>
            <strong>A report’s thread and screenshots</strong> are seen only by the two people in the match and our administrators.
          </li>
          <li>
            <strong>Our administrators</strong> see accounts so they can run the service: to decide reports, deal with abuse and keep the catalogue of apps up
            to date. Every change an administrator makes is recorded. When a claim looks like one person on both sides of a referral (the same internet address
            or browser, or e-mail addresses that differ only by dots or a +tag), they see what was found, including the addresses, and decide whether the match
            goes on. No member is shown these signs or another member’s addresses.
          </li>
        </ul>
        <p>
          We do not pass your details to the apps. When you sign up to an app with someone’s link, you deal with the app directly, under its own privacy notice.
          We do not sell your data to anyone.
        </p>
      </LegalSection>

      <LegalSection title="Why we use it">
        <p>UK data protection law asks us to say on what basis we use your data. In plain words:</p>
        <ul>
          <li>
            <strong>To provide the service you asked for</strong> (our contract with you): your account, your apps and codes, matching, notifications, reports,
            reviews, and the e-mails about your account and your matches.
          </li>
          <li>
            <strong>Our legitimate interests in security and preventing fraud:</strong> limiting sign-in attempts, the device cookie, checking that a link
            belongs to its app, spotting people who claim their own referral codes, pausing codes reported as not working, recording administrators’ changes,
            and keeping reports and e-mail records after an account is closed. We keep these to what the job needs.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="How long we keep it" id="how-long">
        <ul>
          <li>Your account and what belongs to it are kept while your account is open.</li>
          <li>Notifications are deleted automatically 180 days after they were sent.</li>
          <li>Counters of failed sign-ins are forgotten within an hour, and at once when the server restarts.</li>
          <li>
            Where you registered and signed in from is deleted 90 days after it was last used, and the addresses named on a flagged match 90 days after the
            claim.
          </li>
        </ul>
        <p>When you delete your account:</p>
        <ul>
          <li>your account, your apps, your referral codes and your notifications are removed straight away;</li>
          <li>matches still in progress are cancelled, and the other person is told;</li>
          <li>finished matches stay in the other person’s history, with your side left blank;</li>
          <li>reports stay, for the other person and our team, with you shown as a former member, and so do reviews you wrote;</li>
          <li>reviews about you are removed;</li>
          <li>records of e-mails already sent to you are kept, no longer linked to an account.</li>
        </ul>
      </LegalSection>

      <LegalSection title="Your rights" id="your-rights">
        <ul>
          <li>
            <strong>See your data:</strong> <Link to="/profile">Download my data</Link> on your profile gives you one file with everything we hold about you, in
            JSON, a format other services can read. Screenshots you added to reports are listed in it rather than included; you can open them on the report’s
            page.
          </li>
          <li>
            <strong>Correct it:</strong> change your name and e-mail address on your profile at any time.
          </li>
          <li>
            <strong>Erase it:</strong> delete your account from the Danger Zone of your profile. What happens then is described above.
          </li>
          <li>
            <strong>Object:</strong> you can object to anything we do on the basis of our legitimate interests, and we will stop unless we have a good reason
            that outweighs yours.
          </li>
          <li>
            <strong>Complain:</strong> if you are unhappy with how we handle your data, you can complain to the Information Commissioner’s Office (ICO), the
            UK’s data protection regulator, at <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a> or on 0303 123 1113.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="E-mails we send">
        <ul>
          <li>
            <strong>Account security:</strong> a link to reset your password when you ask for one, a note when your password changes, and a note to your old
            address when a new one is asked for.
          </li>
          <li>
            <strong>Verification:</strong> a link to confirm your e-mail address when you sign up and when you change it.
          </li>
          <li>
            <strong>Notifications:</strong> news about your matches also comes by e-mail. A match starting, a sign-up marked complete, a reward confirmed,
            reminders about claims and rewards, and reports about your matches are e-mailed unless you turn them off; reviews only if you turn them on. Each of
            these e-mails has a link that stops that kind straight away, without signing in.
          </li>
        </ul>
        <p>Notifications also appear in the app, under the bell and on your Notifications page. We do not send marketing e-mails.</p>
      </LegalSection>

      <LegalSection title="Cookies and storage in your browser" id="cookies">
        <p>
          We set <strong>one cookie</strong>, named <code>device</code>, when you sign in. It tells us this browser has signed in to your account before, so
          that if someone else keeps guessing your password, you can still sign in from your own device. It is signed so it cannot be forged, scripts on the
          page cannot read it, it is sent only to our own server, and it lasts a year. It does not follow you to other sites, and it does not sign you in by
          itself. It is strictly necessary for keeping sign-in secure. It also carries an id for this browser, which stays the same when another account signs
          in on it, so that we can tell when two accounts are used in one browser (see “Where you registered and signed in from” above).
        </p>
        <p>Your browser’s own storage keeps:</p>
        <ul>
          <li>your sign-in token, so you stay signed in until you log out or it expires after 7 days;</li>
          <li>the codes you have claimed and their instructions, so your dashboard can show them at once;</li>
          <li>a note that you have seen your dashboard before, and, for the open tab only, the page to return to after signing in again.</li>
        </ul>
        <p>There are no advertising, analytics or social media trackers, and nothing on the site is loaded from other companies’ servers.</p>
      </LegalSection>

      <LegalSection title="Changes to this notice">
        <p>
          When what we do with your data changes, we change this page and the date at the top. The <Link to="/terms">terms of use</Link> and the{' '}
          <Link to="/disclosure">referral disclosure</Link> explain the rest of how the service works.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
