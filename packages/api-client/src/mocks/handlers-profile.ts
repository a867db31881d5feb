import { generateEndorsement, nextId, type MockUser, type MockWorkExperience } from './generators';
import {
  fail,
  findById,
  formDataPart,
  isAdmin,
  paginate,
  param,
  readForm,
  readJson,
  records,
  removeById,
  required,
  requireUser,
  strings,
  text,
  textOrNull,
  uploadedFileUrl,
  type MockContext,
  type MockResolver,
  type MockResolvers,
} from './handlers-kit';
import { mockStore } from './store';

/** A user as the API sends it: the record plus its completed endorsements. */
export function serializeUser(user: MockUser) {
  return { ...user, endorsements: mockStore.endorsements.filter((e) => e.user_id === user.id && e.status === 'completed') };
}

function userAnswer(user: MockUser, url: URL) {
  const serialized = serializeUser(user);
  const endorsements = paginate(serialized.endorsements, url, 'limit');
  return { data: { ...serialized, endorsements }, endorsements };
}

function looseFlag(value: unknown): boolean {
  return value === true || value === 1 || value === 'true' || value === '1';
}

/** Sets a boolean flag of the caller from body {status}. */
function flagToggle(field: 'open_to_work' | 'open_to_network'): MockResolver {
  return async (ctx) => {
    const user = requireUser(ctx);
    const body = await readJson(ctx.request);
    if (!('status' in body)) fail(400, 'status is required');
    user[field] = looseFlag(body.status);
    return { message: 'Availability updated successfully', data: { [field]: user[field] } };
  };
}

type ListField = 'preferred_jobs' | 'locations_i_want_to_work' | 'my_education';

/** Replaces one of the caller's lists from body {field: [...]}; items without an id get one. */
function listReplace<F extends ListField>(field: F, read: (item: Record<string, unknown>) => Omit<MockUser[F][number], 'id'>): MockResolver {
  return async (ctx) => {
    const user = requireUser(ctx);
    const body = await readJson(ctx.request);
    if (!Array.isArray(body[field])) fail(400, `${field} must be a list`);
    (user[field] as Array<{ id: number }>) = records(body[field]).map((item) => ({ ...read(item), id: Number(item.id) || nextId() }));
    return { message: 'Profile updated successfully', data: user[field] };
  };
}

/** Deletes an item of one of the caller's lists by the path id. */
function listDelete(field: ListField | 'work_experience'): MockResolver {
  return (ctx) => {
    const user = requireUser(ctx);
    removeById(user[field] as Array<{ id: number }>, param(ctx), 'Item');
    return { message: 'Deleted successfully' };
  };
}

/** Sets a picture of the caller from a multipart file; an empty field removes it. */
function pictureUpload(field: 'profile_picture' | 'banner_picture'): MockResolver {
  return async (ctx) => {
    const user = requireUser(ctx);
    const form = await readForm(ctx.request);
    if (!form.has(field)) fail(400, `${field} is required`);
    user[field] = uploadedFileUrl('pictures', form.get(field));
    return { message: user[field] ? 'Picture updated successfully' : 'Picture removed successfully', data: { [field]: user[field] } };
  };
}

function workExperienceFrom(data: Record<string, unknown>): Omit<MockWorkExperience, 'id'> {
  return {
    job_title: required(data.job_title, 'This field is required'),
    industry: required(data.industry, 'This field is required'),
    location_type: required(data.location_type, 'This field is required'),
    location: required(data.location, 'This field is required'),
    start_date: required(data.start_date, 'Start date is required'),
    end_date: textOrNull(data.end_date),
    details: required(data.details, 'This field is required'),
    image: textOrNull(data.image),
  };
}

function userOf(ctx: MockContext): MockUser {
  return findById(mockStore.users, param(ctx), 'User');
}

/** The educator profile, search and endorsements. */
export const profileResolvers = {
  'users.getUserById': (ctx) => userAnswer(userOf(ctx), ctx.url),
  'users.getCurrentUser': (ctx) => userAnswer(requireUser(ctx), ctx.url),

  'users.search': ({ url }) => {
    const email = url.searchParams.get('email')?.trim().toLowerCase();
    const firstName = url.searchParams.get('first_name')?.trim().toLowerCase();
    const userType = url.searchParams.get('user_type') || 'educator';
    const matches = mockStore.users.filter(
      (u) =>
        u.user_types === userType &&
        (email ? u.email.toLowerCase().includes(email) : true) &&
        (firstName ? u.first_name.toLowerCase().startsWith(firstName) : true),
    );
    const users = paginate(matches, url, 'per_page').map((u) => ({
      id: u.id,
      nickname: u.nickname,
      first_name: u.first_name,
      last_name: u.last_name,
      email: u.email,
      profile_picture: u.profile_picture,
      location: u.location,
      bio: u.bio,
    }));
    return { users, total: matches.length };
  },

  'users.toggleOpenToWork': flagToggle('open_to_work'),
  'users.toggleOpenToNetwork': flagToggle('open_to_network'),

  'users.updateKeyDetails': async (ctx) => {
    const user = requireUser(ctx);
    const body = await readJson(ctx.request);
    const details = {
      first_name: required(body.first_name, 'Type your first name here'),
      last_name: required(body.last_name, 'Type your last name here'),
      nickname: required(body.nickname, 'Type your nickname here'),
      summary: text(body.summary),
      bio: text(body.bio),
      nationality: text(body.nationality),
      location: text(body.current_base),
      language: text(body.languages),
    };
    if (details.summary.length > 75) fail(400, 'Summary must be 75 characters or less');
    if (details.bio.length > 1200) fail(400, 'Bio must be 1200 characters or less');
    Object.assign(user, details);
    user.full_name = `${user.first_name} ${user.last_name}`;
    return { message: 'Profile updated successfully', data: serializeUser(user) };
  },

  'users.createWorkExperience': async (ctx) => {
    const user = requireUser(ctx);
    const experience = { id: nextId(), ...workExperienceFrom(formDataPart(await readForm(ctx.request))) };
    user.work_experience.unshift(experience);
    return { message: 'Work experience saved', data: experience };
  },

  'users.updateWorkExperience': async (ctx) => {
    const user = requireUser(ctx);
    const experience = findById(user.work_experience, param(ctx), 'Work experience');
    Object.assign(experience, workExperienceFrom(formDataPart(await readForm(ctx.request))));
    return { message: 'Work experience saved', data: experience };
  },

  'users.deleteWorkExperience': listDelete('work_experience'),

  'users.updateResume': async (ctx) => {
    const user = requireUser(ctx);
    const body = await readJson(ctx.request);
    user.resume = required(body.resume_url, 'resume_url is required');
    user.resume_file_name = required(body.resume_file_name, 'resume_file_name is required');
    return { message: 'Resume uploaded successfully' };
  },

  'users.deleteResume': (ctx) => {
    const user = requireUser(ctx);
    user.resume = null;
    user.resume_file_name = null;
    return { message: 'Resume deleted successfully' };
  },

  'users.updatePreferredJobs': listReplace('preferred_jobs', (item) => ({
    role: required(item.role, 'Select a role'),
    subject: required(item.subject, 'Select a subject'),
    setting: required(item.setting, 'Select a setting'),
    hidden: looseFlag(item.hidden),
  })),
  'users.deletePreferredJob': listDelete('preferred_jobs'),

  'users.updateLocationsWanted': listReplace('locations_i_want_to_work', (item) => ({
    country: required(item.country, 'Country is required'),
    city: textOrNull(item.city),
    hidden: looseFlag(item.hidden),
  })),
  'users.deleteLocationWanted': listDelete('locations_i_want_to_work'),

  'users.updateAdditionalSkills': async (ctx) => {
    const user = requireUser(ctx);
    const body = await readJson(ctx.request);
    const skills = strings(body.additional_skills);
    if (!skills.length) fail(400, 'Select at least one type');
    user.additional_skills = skills;
    return { message: 'Profile updated successfully', data: skills };
  },
  'users.deleteAdditionalSkill': (ctx) => {
    const user = requireUser(ctx);
    const index = user.additional_skills.indexOf(param(ctx));
    if (index < 0) fail(404, 'Skill not found');
    user.additional_skills.splice(index, 1);
    return { message: 'Deleted successfully' };
  },

  'users.updateEducation': listReplace('my_education', (item) => ({
    school: required(item.school, 'Enter a school'),
    degree: required(item.degree, 'Enter a degree'),
    field_of_study: required(item.field_of_study, 'Enter a field of study'),
    year_of_graduation: required(item.year_of_graduation, 'Enter a year of graduation'),
  })),
  'users.deleteEducation': listDelete('my_education'),

  'users.updateProfilePicture': pictureUpload('profile_picture'),
  'users.updateBanner': pictureUpload('banner_picture'),

  'endorsements.request': async (ctx) => {
    const user = requireUser(ctx);
    const body = await readJson(ctx.request);
    const skills = strings(body.skills);
    if (!skills.length) fail(400, 'Select at least one skill');
    const endorsement = generateEndorsement({
      id: nextId(),
      user_id: user.id,
      status: 'pending',
      target_user_email: required(body.target_user_email, 'target_user_email is required'),
      target_user_id: Number(body.target_user_id) || null,
      skills,
      name: null,
      avatar: null,
      position: null,
      organization: null,
      recommendation: null,
      rating: null,
      date: mockStore.now(),
    });
    mockStore.endorsements.push(endorsement);
    return { message: 'Endorsement request sent successfully!', data: endorsement };
  },

  // Endorsers answer from an e-mail link, so responding needs no login.
  'endorsements.respond': async (ctx) => {
    const endorsement = findById(mockStore.endorsements, param(ctx), 'Endorsement');
    if (endorsement.status === 'completed') fail(409, 'This endorsement has already been given');
    const body = await readJson(ctx.request);
    Object.assign(endorsement, {
      status: 'completed',
      name: required(body.endorser_name, 'endorser_name is required'),
      recommendation: required(body.endorsement_text, 'endorsement_text is required'),
      rating: Number(body.rating) || 5,
      position: textOrNull(body.position),
      organization: textOrNull(body.organization),
      avatar: textOrNull(body.avatar),
      date: mockStore.now(),
    });
    return { message: 'Thank you for your endorsement', data: endorsement };
  },

  'endorsements.get': (ctx) => ({ data: findById(mockStore.endorsements, param(ctx), 'Endorsement') }),

  'endorsements.delete': (ctx) => {
    const user = requireUser(ctx);
    const endorsement = findById(mockStore.endorsements, param(ctx), 'Endorsement');
    if (endorsement.user_id !== user.id && !isAdmin(user)) fail(403, 'You can only delete your own endorsements');
    removeById(mockStore.endorsements, param(ctx), 'Endorsement');
    return { message: 'Endorsement deleted successfully' };
  },
} satisfies MockResolvers;
