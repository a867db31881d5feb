import { expect as pw } from 'playwright/test';
import { describe, expect, it } from 'vitest';
import { appPath, demoBrowser } from './support';

const { open } = demoBrowser();

describe('profile journeys', () => {
  it('the educator edits key details and adds a work experience', async () => {
    const page = await open('/profiles/educator');
    await pw(page.getByRole('heading', { level: 1, name: 'Amara Okafor' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit Key Details' }).click();
    const details = page.getByRole('dialog', { name: 'Edit Key Details' });
    await details.getByRole('textbox', { name: 'Nickname' }).fill('Ms O');
    await details.getByRole('textbox', { name: 'Bio' }).fill('Twelve years in international schools; IB and IGCSE mathematics, and a maths club every Friday.');
    await details.getByRole('button', { name: 'Save' }).click();
    await pw(page.getByText('Profile updated successfully')).toBeVisible();
    await pw(details).toBeHidden();
    const keyDetails = page.getByRole('region', { name: 'Key Details' });
    await pw(keyDetails.getByText(/a maths club every Friday/)).toBeVisible();

    await page.getByRole('button', { name: 'Edit Work Experience' }).click();
    await page.getByRole('button', { name: 'Add Item' }).click();
    const wizard = page.getByRole('dialog', { name: 'Add Work Experience' });
    await wizard.getByRole('textbox', { name: 'Job title' }).fill('Head of Science');
    await wizard.getByRole('combobox', { name: 'Industry' }).click();
    await page.getByRole('option', { name: 'K-12 Education' }).click();
    await wizard.getByRole('radio', { name: 'Hybrid' }).check();
    const country = wizard.getByRole('combobox', { name: 'Country' });
    await country.click();
    await country.pressSequentially('Jap');
    await page.getByRole('option', { name: 'Japan' }).click();
    await wizard.getByRole('textbox', { name: 'City (optional)' }).fill('Osaka');
    await wizard.getByRole('combobox', { name: 'Start year' }).click();
    await page.getByRole('option', { name: '2019' }).click();
    await wizard.getByRole('checkbox', { name: "I'm Currently Working Here" }).check();
    await wizard.getByRole('textbox', { name: 'Details' }).fill('Leading a team of six science teachers across the IB Diploma.');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('button', { name: 'Skip' }).click();
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await pw(wizard.getByRole('region', { name: 'Preview' }).getByText('2019 – Present')).toBeVisible();
    await wizard.getByRole('button', { name: 'Save' }).click();
    await pw(wizard).toBeHidden();
    await pw(page.getByRole('region', { name: 'Work Experience' }).getByRole('heading', { name: 'Head of Science' })).toBeVisible();
  });

  it('a visitor sends the chat opener and lands on the chat', async () => {
    // Ben Schmidt (the post author) seen by the member.
    const page = await open('/profiles/educator?id=2&mode=preview');
    await pw(page.getByRole('heading', { level: 1, name: 'Ben Schmidt' })).toBeVisible();
    await page.getByRole('button', { name: 'Message Me' }).click();
    await pw(page.getByRole('heading', { level: 2, name: /^Chat / })).toBeVisible();
    expect(appPath(page)).toMatch(/^\/inbox\?section=chats&chatRoom=/);
    await pw(page.getByRole('region', { name: 'Messages sent' })).toContainText('Hi, I would like to connect with you!');
  });

  it('the business owner edits the company information and the team', async () => {
    const page = await open('/profiles/business', { as: 'businessOwner' });
    await pw(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Update' }).first().click();
    const form = page.getByRole('dialog', { name: 'Update Company Information' });
    await form.getByRole('textbox', { name: /Tagline/ }).fill('Curious minds, kind hearts, every day');
    await form.getByRole('button', { name: 'Save' }).click();
    await pw(page.getByText('Company information updated successfully')).toBeVisible();
    await pw(form).toBeHidden();
    await pw(page.getByText('Curious minds, kind hearts, every day').first()).toBeVisible();

    await page.getByRole('button', { name: 'Edit Our Team' }).click();
    await page.getByRole('button', { name: 'Add Item' }).click();
    const team = page.getByRole('dialog', { name: 'Add Team Members' });
    const member = team.getByRole('group', { name: 'Member 1' });
    await member.getByRole('textbox', { name: 'Name' }).fill('Lucia Rossi');
    await member.getByRole('textbox', { name: 'Role' }).fill('Head of Primary');
    for (const [i, skill] of ['Phonics', 'Early Years', 'Mentoring'].entries())
      await member.getByRole('textbox', { name: `Skill ${i + 1}` }).fill(skill);
    await team.getByRole('button', { name: 'Save' }).click();
    await pw(team).toBeHidden();
    await pw(page.getByText('Head of Primary')).toBeVisible();
  });
});
