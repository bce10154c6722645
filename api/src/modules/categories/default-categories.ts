import type { NewCategory } from './category.repository';

interface CategoryDefinition {
  slug: string;
  icon: string;
  color: string;
  /** The name per language; en is required. */
  names: { en: string } & Record<string, string>;
}

/** The blog's categories. Reference data: present in every deployment, added at start when missing. */
const definitions: CategoryDefinition[] = [
  { slug: 'vedic-astrology', icon: 'auto_awesome', color: '#8B5CF6', names: { en: 'Vedic Astrology', hi: 'वैदिक ज्योतिष', ta: 'வேத ஜோதிடம்', te: 'వైదిక జ్యోతిష్యం', bn: 'বৈদিক জ্যোতিষ' } },
  { slug: 'horoscopes', icon: 'brightness_7', color: '#F59E0B', names: { en: 'Horoscopes', hi: 'राशिफल', ta: 'ராசிபலன்', te: 'రాశి ఫలాలు', bn: 'রাশিফল' } },
  { slug: 'love-relationships', icon: 'favorite', color: '#EC4899', names: { en: 'Love & Relationships', hi: 'प्रेम और संबंध', ta: 'காதல் மற்றும் உறவுகள்', te: 'ప్రేమ, అనుబంధాలు', bn: 'প্রেম ও সম্পর্ক' } },
  { slug: 'career-finance', icon: 'work', color: '#10B981', names: { en: 'Career & Finance', hi: 'करियर और वित्त', ta: 'தொழில் மற்றும் நிதி', te: 'వృత్తి, ఆర్థికం', bn: 'কর্মজীবন ও অর্থ' } },
  { slug: 'numerology', icon: 'tag', color: '#3B82F6', names: { en: 'Numerology', hi: 'अंक ज्योतिष', ta: 'எண் கணிதம்', te: 'సంఖ్యాశాస్త్రం', bn: 'সংখ্যাতত্ত্ব' } },
  { slug: 'vastu-shastra', icon: 'home', color: '#F97316', names: { en: 'Vastu Shastra', hi: 'वास्तु शास्त्र', ta: 'வாஸ்து சாஸ்திரம்', te: 'వాస్తు శాస్త్రం', bn: 'বাস্তুশাস্ত্র' } },
  { slug: 'tarot', icon: 'style', color: '#6366F1', names: { en: 'Tarot', hi: 'टैरो', ta: 'டாரட்', te: 'టారో', bn: 'ট্যারো' } },
  { slug: 'remedies', icon: 'spa', color: '#14B8A6', names: { en: 'Remedies', hi: 'उपाय', ta: 'பரிகாரங்கள்', te: 'పరిహారాలు', bn: 'প্রতিকার' } },
  { slug: 'festivals-muhurat', icon: 'celebration', color: '#EF4444', names: { en: 'Festivals & Muhurat', hi: 'त्योहार और मुहूर्त', ta: 'பண்டிகைகள் மற்றும் முகூர்த்தம்', te: 'పండుగలు, ముహూర్తాలు', bn: 'উৎসব ও মুহূর্ত' } },
  { slug: 'spirituality', icon: 'self_improvement', color: '#A855F7', names: { en: 'Spirituality', hi: 'आध्यात्मिकता', ta: 'ஆன்மீகம்', te: 'ఆధ్యాత్మికం', bn: 'আধ্যাত্মিকতা' } },
];

export const defaultCategories: NewCategory[] = definitions.flatMap((definition, index) =>
  Object.entries(definition.names).map(([language, name]) => ({
    slug: definition.slug,
    name,
    icon: definition.icon,
    color: definition.color,
    language,
    sortOrder: index,
  })),
);
