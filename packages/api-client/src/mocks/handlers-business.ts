import { galleryImageName, isExternalJobsAccount } from '../schemas/rules';
import { nextId, type MockBusinessProfile, type MockTeamMember, type MockUser } from './generators';
import {
  fail,
  findById,
  formDataPart,
  param,
  readForm,
  readJson,
  readJsonArray,
  records,
  removeById,
  required,
  requireUser,
  strings,
  text,
  uploadedFileUrl,
  type MockContext,
  type MockResolvers,
} from './handlers-kit';
import { serializeUser } from './handlers-profile';

/**
 * The caller's business profile; only a business or vendor (not the external-jobs account) may edit one.
 * A business account without a profile yet gets an empty one on its first save.
 */
function ownProfile(ctx: MockContext): { user: MockUser; profile: MockBusinessProfile } {
  const user = requireUser(ctx);
  if (isExternalJobsAccount(user)) fail(403, 'The external jobs profile cannot be edited');
  if (user.user_types !== 'business' && user.user_types !== 'vendor') fail(403, 'Only a business account can edit a business profile');
  user.business_profile ??= emptyBusinessProfile();
  return { user, profile: user.business_profile };
}

function emptyBusinessProfile(): MockBusinessProfile {
  const text = { company_name: '', legal_name: '', company_tagline: '', company_email: '', work_phone_number_prefix: '', work_phone: '', country: '', province: '', mailing_address: '', company_website: '' };
  const story = { our_details: '', our_history: '', our_values: '', our_goals: '' };
  return { id: nextId(), ...text, ...story, business_size: null, business_type: [], operation_in: [], services: [], about_us_media: null, gallery: [], our_team: [], our_links: [] };
}

function teamMemberFrom(item: Record<string, unknown>): Omit<MockTeamMember, 'id'> {
  const skills = strings(item.skills);
  if (skills.length !== 3 || skills.some((s) => !s.trim())) fail(400, 'Skill is required');
  return {
    name: required(item.name, 'Name is required'),
    role: required(item.role, 'Role is required'),
    avatar_url: typeof item.avatar_url === 'string' && item.avatar_url ? item.avatar_url : null,
    skills,
  };
}

const ABOUT_US_FIELDS = ['our_details', 'our_history', 'our_values', 'our_goals'] as const;
const GENERAL_FIELDS = ['company_name', 'legal_name', 'company_tagline', 'company_email', 'work_phone_number_prefix', 'work_phone', 'mailing_address', 'country', 'province'] as const;

/** The business profile page's sections. */
export const businessResolvers = {
  'business.updateAboutUs': async (ctx) => {
    const { user, profile } = ownProfile(ctx);
    const form = await readForm(ctx.request);
    const data = formDataPart(form);
    const lists = {
      business_type: strings(data.business_type),
      operation_in: strings(data.operation_in),
      services: strings(data.services),
    };
    if (!lists.business_type.length) fail(400, 'At least one business type is required');
    if (!lists.operation_in.length) fail(400, 'At least one operation is required');
    if (!lists.services.length) fail(400, 'At least one service is required');
    Object.assign(profile, lists);
    for (const field of ABOUT_US_FIELDS) profile[field] = text(data[field]);
    const media = uploadedFileUrl('about-us', form.get('about_us_media'));
    if (media) profile.about_us_media = media;
    return { message: 'About us updated successfully', data: serializeUser(user) };
  },

  'business.updateGeneralInformation': async (ctx) => {
    const { user, profile } = ownProfile(ctx);
    const body = await readJson(ctx.request);
    if (text(body.company_tagline).length > 50) fail(400, 'Tagline cannot exceed 50 characters');
    for (const field of GENERAL_FIELDS) if (field in body) profile[field] = text(body[field]);
    return { message: 'Company information updated successfully', data: serializeUser(user) };
  },

  'business.updateCredentials': async (ctx) => {
    const { user } = ownProfile(ctx);
    const list = records((await readJson(ctx.request)).credentials);
    if (!list.length) fail(400, 'Add at least one field');
    user.credential = list.map((c) => ({ id: nextId(), achievement: required(c.achievement, 'Title is required'), year: required(c.year, 'Year is required') }));
    return { message: 'Credentials updated successfully', data: user.credential };
  },

  'business.updateGallery': async (ctx) => {
    const { profile } = ownProfile(ctx);
    const images = (await readForm(ctx.request)).getAll('images');
    const urls = images.map((file) => uploadedFileUrl('gallery', file)).filter((url): url is string => url !== null);
    if (!urls.length) fail(400, 'Upload your media');
    profile.gallery.push(...urls);
    return { message: 'Gallery updated successfully', data: profile.gallery };
  },

  'business.addTeamMembers': async (ctx) => {
    const { profile } = ownProfile(ctx);
    const list = records(await readJsonArray(ctx.request));
    if (!list.length) fail(400, 'Add at least one team member');
    profile.our_team.push(...list.map((item) => ({ id: nextId(), ...teamMemberFrom(item) })));
    return { message: 'Team updated successfully', data: profile.our_team };
  },

  'business.updateTeamMember': async (ctx) => {
    const { profile } = ownProfile(ctx);
    const member = findById(profile.our_team, param(ctx), 'Team member');
    Object.assign(member, teamMemberFrom(await readJson(ctx.request)));
    return { message: 'Team member updated successfully', data: member };
  },

  'business.updateLinks': async (ctx) => {
    const { profile } = ownProfile(ctx);
    const list = records((await readJson(ctx.request)).links);
    if (!list.length) fail(400, 'Add at least one link');
    profile.our_links = list.map((l) => ({ id: nextId(), link_title: required(l.link_title, 'Link Title is required'), url: required(l.url, 'URL is required') }));
    return { message: 'Links updated successfully', data: profile.our_links };
  },

  'business.deleteCredential': (ctx) => {
    removeById(ownProfile(ctx).user.credential, param(ctx), 'Credential');
    return { message: 'Deleted successfully' };
  },

  'business.deleteGalleryImage': (ctx) => {
    const { profile } = ownProfile(ctx);
    const index = profile.gallery.findIndex((path) => galleryImageName(path) === param(ctx));
    if (index < 0) fail(404, 'Image not found');
    profile.gallery.splice(index, 1);
    return { message: 'Deleted successfully' };
  },

  'business.deleteTeamMember': (ctx) => {
    removeById(ownProfile(ctx).profile.our_team, param(ctx), 'Team member');
    return { message: 'Deleted successfully' };
  },

  'business.deleteLink': (ctx) => {
    removeById(ownProfile(ctx).profile.our_links, param(ctx), 'Link');
    return { message: 'Deleted successfully' };
  },
} satisfies MockResolvers;
