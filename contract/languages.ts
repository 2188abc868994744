// The catalogue's languages (ISO 639-2/B codes, as the catalogue stores them), with their names in
// English and in their own script, which the demo seed and the catalogue import write.

/** Languages in the preferred order of spec 000 §9 (hin, pan, pun, tam, tel, mar, mal, kan, eng, ben, ara, guj, then others). */
export const CATALOGUE_LANGUAGES = [
  { code: 'hin', name: 'Hindi', nativeName: 'हिन्दी' },
  { code: 'pan', name: 'Punjabi', nativeName: 'ਪੰਜਾਬੀ' },
  { code: 'pun', name: 'Punjabi (Shahmukhi)', nativeName: 'پنجابی' },
  { code: 'tam', name: 'Tamil', nativeName: 'தமிழ்' },
  { code: 'tel', name: 'Telugu', nativeName: 'తెలుగు' },
  { code: 'mar', name: 'Marathi', nativeName: 'मराठी' },
  { code: 'mal', name: 'Malayalam', nativeName: 'മലയാളം' },
  { code: 'kan', name: 'Kannada', nativeName: 'ಕನ್ನಡ' },
  { code: 'eng', name: 'English', nativeName: 'English' },
  { code: 'ben', name: 'Bengali', nativeName: 'বাংলা' },
  { code: 'ara', name: 'Arabic', nativeName: 'العربية' },
  { code: 'guj', name: 'Gujarati', nativeName: 'ગુજરાતી' },
  { code: 'bho', name: 'Bhojpuri', nativeName: 'भोजपुरी' },
  { code: 'urd', name: 'Urdu', nativeName: 'اردو' },
  { code: 'ori', name: 'Odia', nativeName: 'ଓଡ଼ିଆ' },
  { code: 'asm', name: 'Assamese', nativeName: 'অসমীয়া' },
] as const;
