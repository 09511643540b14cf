import { expect, test } from '@playwright/test';
import {
  createProjectByApi,
  newAccount,
  registerByApi,
  saveRoomsByApi,
  setPlanByApi,
  uniqueSiret,
} from './support/api.ts';
import { lastEmailTo } from './support/ui.ts';

/**
 * Issue 21 from the users' side: the owner (on Pro) invites a member from the settings; the member
 * joins through the e-mail's link, edits a shared project, and the owner sees the change and who made
 * it. Back on Starter, the tenth jeton validates a project ('Valider le projet' '−1 jeton'), and the
 * next validation explains the limit and offers the pricing page.
 */
test('owner invites a member who edits a shared project; the last jeton, then the limit', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const siret = uniqueSiret();
  const owner = newAccount('e2e-team', { firstName: 'Paul', lastName: 'Patron', siret });
  const { headers } = await registerByApi(page.request, owner);
  await setPlanByApi(page.request, siret, 'pro');
  const shared = await createProjectByApi(page.request, headers, { name: 'Maison partagée' });

  // The owner invites from the settings.
  const memberEmail = `e2e-team-member-${Date.now()}@exemple.fr`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/settings');
  const team = page.getByRole('region', { name: 'Équipe' });
  await expect(team.getByText('Offre Pro')).toBeVisible();
  const invite = team.getByRole('form', { name: 'Inviter un membre' });
  await invite.getByRole('textbox', { name: 'Adresse email' }).fill(memberEmail);
  await invite.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(team.getByRole('list', { name: 'Invitations en attente' })).toContainText(memberEmail);
  await page.screenshot({ path: '/tmp/team-settings-1280.png', fullPage: true });

  // The member opens the e-mail's link in their own browser and creates the account.
  const mail = await lastEmailTo(memberEmail);
  expect(mail.subject).toBe(`Paul Patron vous invite à rejoindre ${owner.company} sur Courant`);
  const link = /https?:\/\/\S+\/invitation\?token=\S+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const memberContext = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const member = await memberContext.newPage();
  await member.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await expect(member.getByRole('heading', { name: `Rejoindre ${owner.company}` })).toBeVisible();
  await member.screenshot({ path: '/tmp/team-invitation.png', fullPage: true });
  await member.getByRole('textbox', { name: 'Prénom' }).fill('Zoé');
  await member.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await member.getByLabel('Nouveau mot de passe').fill('motdepasse-2');
  await member.getByLabel('Confirmer le mot de passe').fill('motdepasse-2');
  await member.getByRole('button', { name: 'Créer mon compte et rejoindre' }).click();
  await expect(member).toHaveURL(/\/dashboard$/);

  // The member edits the shared project (step 1, saved by 'Suivant').
  await member.goto(`/projects/${shared}/info`);
  const name = member.getByRole('textbox', { name: /Nom du projet/ });
  await expect(name).toHaveValue('Maison partagée');
  await name.fill('Maison partagée — cuisine refaite');
  await member.getByRole('button', { name: 'Suivant' }).click();
  await expect(member).toHaveURL(new RegExp(`/projects/${shared}/plan$`));
  await memberContext.close();

  // The owner sees the change, and who made it.
  await page.goto('/projects');
  const card = page.getByRole('article').filter({ hasText: 'Maison partagée — cuisine refaite' });
  await expect(card).toContainText('par Zoé Martin');
  await page.screenshot({ path: '/tmp/team-projects-1280.png', fullPage: true });

  // Back on Starter: 10 jetons a month; 9 spent by validations made through the API.
  await setPlanByApi(page.request, siret, 'starter');
  for (let i = 0; i < 9; i += 1) {
    const id = await createProjectByApi(page.request, headers, { name: `Validé ${i + 1}` });
    const res = await page.request.post(`/api/v1/projects/${id}/finish`, { headers, data: {} });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const rooms = [{ id: 'r1', name: 'Séjour', surface: 25, roomType: 'LivingRoom' as const }];
  const tenth = await createProjectByApi(page.request, headers, { name: 'Le dixième' });
  const eleventh = await createProjectByApi(page.request, headers, { name: 'Le onzième' });
  await saveRoomsByApi(page.request, headers, tenth, rooms);
  await saveRoomsByApi(page.request, headers, eleventh, rooms);

  await page.goto('/dashboard');
  await expect(page.getByTestId('jetons-left')).toContainText('1\u00a0jeton restant');

  // The last jeton: the button says what it costs.
  await page.goto(`/projects/${tenth}/quote`);
  const validate = page.getByRole('button', { name: /Valider le projet/ });
  await expect(validate).toContainText('−1 jeton');
  await expect(validate).toBeEnabled();
  await page.screenshot({ path: '/tmp/team-last-jeton-1280.png', fullPage: true });
  await validate.click();
  await expect(page).toHaveURL(/\/projects$/);

  // None left: the next validation explains the limit and offers the pricing page.
  await page.goto(`/projects/${eleventh}/quote`);
  const notice = page.getByRole('alert').filter({ hasText: 'Plus de jeton ce mois-ci' });
  await expect(notice).toContainText('Vous avez utilisé les 10');
  await expect(notice).toContainText('jetons de votre offre Starter ce mois-ci');
  await expect(page.getByRole('button', { name: /Terminer|Valider/ })).toBeDisabled();
  await page.screenshot({ path: '/tmp/team-no-jeton-1280.png', fullPage: true });
  await notice.getByRole('link', { name: 'Voir les offres' }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.goto('/dashboard');
  await expect(page.getByTestId('jetons-left')).toContainText('0\u00a0jeton restant');
  await expect(page.getByText('10\u00a0projets validés ce mois-ci')).toBeVisible();
});
