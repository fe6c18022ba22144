import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { Route, Routes } from 'react-router';
import { api } from '#web/api/client.ts';
import { SignInToSee } from '#web/screens/landing/sign-in-to-see.tsx';
import { fakeApi, signIn } from '#web/test/fake-api.ts';
import { renderInApp } from '#web/test/render.tsx';
import { aUser } from '#web/test/test-users.ts';
import { RequireUser } from './guards.tsx';

/** The landing page (with its notice) and one signed-in page behind the guard, as the router has them. */
function Pages() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <>
            <SignInToSee />
            <h1>Landing</h1>
          </>
        }
      />
      <Route element={<RequireUser />}>
        <Route path="/reports" element={<button onClick={() => api.signOutUser()}>Logout</button>} />
      </Route>
    </Routes>
  );
}

describe('a signed-in page', () => {
  test('opened signed out, shows the landing page asking to sign in', async () => {
    await renderInApp(<Pages />, { path: '/reports' });
    await expect.element(page.getByRole('heading', { name: 'Landing' })).toBeVisible();
    await expect.element(page.getByRole('status').getByText('Sign in to see that page')).toBeVisible();
  });

  test('left by signing out, shows the landing page without asking to sign in again', async () => {
    signIn();
    fakeApi().on('GET', '/api/auth/me', { body: aUser() });
    await renderInApp(<Pages />, { path: '/reports' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect.element(page.getByRole('heading', { name: 'Landing' })).toBeVisible();
    await expect.element(page.getByText('Sign in to see that page')).not.toBeInTheDocument();
  });
});
