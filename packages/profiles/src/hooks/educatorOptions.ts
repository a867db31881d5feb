/*
 * The fixed choice lists of the educator profile. Where the spec gives only examples
 * (subjects, additional skills), the lists are completed with common school subjects and certifications.
 */

/** Preferred job roles, word for word. */
export const PREFERRED_JOB_ROLES = [
  'Teacher',
  'Principal',
  'School Counselor',
  'Librarian',
  'Education Consultant',
  'Curriculum Developer',
  'Special Education Coordinator',
  'School Psychologist',
  'Education Technology Specialist',
  'Administrative Staff',
] as const;

/** Preferred job settings, word for word. */
export const PREFERRED_JOB_SETTINGS = [
  'Early Childhood Education (3-5)',
  'Primary (6-11)',
  'Secondary (12-18)',
  'Technical and Vocational',
  'Higher Education/University (18+)',
  'Continuing Education',
  'Adult Education (21+)',
  'Special Education',
] as const;

/** About 60 school subjects: the spec's examples first, then the usual primary, secondary and vocational subjects. */
export const PREFERRED_JOB_SUBJECTS = [
  'Mathematics',
  'English Language Arts',
  'Science',
  'Social Studies',
  'History',
  'Geography',
  'Physics',
  'Chemistry',
  'Biology',
  'Computer Science',
  'Music',
  'Art',
  'Nursing',
  'Veterinary Science',
  'Algebra',
  'Geometry',
  'Calculus',
  'Statistics',
  'Further Mathematics',
  'English as a Second Language',
  'English Literature',
  'Creative Writing',
  'Drama',
  'Dance',
  'Design and Technology',
  'Engineering',
  'Robotics',
  'Information Technology',
  'Environmental Science',
  'Earth Science',
  'Astronomy',
  'Psychology',
  'Sociology',
  'Economics',
  'Business Studies',
  'Accounting',
  'Law',
  'Politics',
  'Philosophy',
  'Religious Studies',
  'Civics',
  'Health Education',
  'Physical Education',
  'Home Economics',
  'Food and Nutrition',
  'Agriculture',
  'Media Studies',
  'Photography',
  'Film Studies',
  'Arabic',
  'Chinese (Mandarin)',
  'French',
  'German',
  'Japanese',
  'Latin',
  'Spanish',
  'Early Years Foundation',
  'Phonics and Early Reading',
  'Special Educational Needs',
  'Theory of Knowledge',
  'General Studies',
] as const;

/** The additional skills list (spec: "from shared constants, not shown"): common teacher certifications and skills. */
export const ADDITIONAL_SKILL_OPTIONS = [
  'IB Certified',
  'First Aid',
  'Google Certified Educator',
  'Microsoft Certified Educator',
  'Apple Teacher',
  'TEFL',
  'TESOL',
  'CELTA',
  'DELTA',
  'PGCE',
  'QTS',
  'Cambridge IGCSE Trained',
  'AP Certified',
  'Montessori Certified',
  'Child Safeguarding',
  'Special Educational Needs (SEN)',
  'Classroom Management',
  'Curriculum Development',
  'Lesson Planning',
  'Student Assessment',
  'Mentoring',
  'Leadership and Supervision',
  'Coding and Robotics',
  'STEM Education',
] as const;

/** The skills offered for an endorsement request when the user has none of their own, word for word. */
export const DEFAULT_ENDORSEMENT_SKILLS = [
  'Biology',
  'Leadership and Supervision',
  'Lesson Planning',
  'Mentoring',
  'Organizational Skills',
  'Classroom Management',
  'Curriculum Development',
  'Student Assessment',
] as const;

/** The industry list (16 entries ending in Other; the full list is not shown, these are our choice). */
export const INDUSTRY_OPTIONS = [
  'Early Childhood Education',
  'K-12 Education',
  'Higher Education',
  'Curriculum Development',
  'Tutoring Services',
  'Educational Technology',
  'Special Education',
  'Language Teaching',
  'Vocational Training',
  'Educational Consulting',
  'Educational Publishing',
  'Test Preparation',
  'Education Administration',
  'Adult and Continuing Education',
  'Educational Research',
  'Other',
] as const;

/** The degree choices ("fixed lists, contents not shown"). */
export const DEGREE_OPTIONS = ['High School Diploma', 'Associate Degree', 'Bachelor of Arts', 'Bachelor of Science', 'Bachelor of Education', 'Postgraduate Certificate', 'Master of Arts', 'Master of Science', 'Master of Education', 'Doctorate (PhD)', 'Doctor of Education (EdD)', 'Other'] as const;

/** The field of study choices. */
export const FIELD_OF_STUDY_OPTIONS = ['Education', 'Early Childhood Education', 'Primary Education', 'Secondary Education', 'Special Education', 'Mathematics Education', 'Science Education', 'English Language and Literature', 'Languages', 'History', 'Geography', 'Mathematics', 'Physics', 'Chemistry', 'Biology', 'Computer Science', 'Psychology', 'Educational Leadership', 'Arts', 'Music', 'Physical Education', 'Other'] as const;
