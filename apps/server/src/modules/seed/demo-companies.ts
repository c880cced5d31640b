/** The demo's exhibitors, in four sponsor groups. Every company here is invented. */

export interface DemoSponsorGroupSpec {
  title: string;
  colour: string;
  textColour: string;
  sponsors: readonly DemoSponsorSpec[];
}

export interface DemoSponsorSpec {
  title: string;
  industry: string;
  expertise: string;
  /** Index into DEMO_THEMES. */
  theme: number;
  tagline: string;
  products: readonly string[];
}

export const DEMO_SPONSOR_GROUPS: readonly DemoSponsorGroupSpec[] = [
  {
    title: 'Platinum',
    colour: '#B0BEC5',
    textColour: '#263238',
    sponsors: [
      {
        title: 'Cardiolux Medical',
        industry: 'Medical devices',
        expertise: 'Cardiology',
        theme: 0,
        tagline: 'Structural heart solutions, from planning to follow-up',
        products: ['the Valvia planning suite', 'the Pulsar ablation catheter', 'remote heart failure monitoring'],
      },
      {
        title: 'NeuraWave Technologies',
        industry: 'Neurotechnology',
        expertise: 'Neurology',
        theme: 1,
        tagline: 'Adaptive neuromodulation for movement disorders',
        products: ['closed-loop DBS systems', 'the Cortexa EEG headset', 'clinician programming software'],
      },
      {
        title: 'Helion Imaging',
        industry: 'Diagnostic imaging',
        expertise: 'Radiology',
        theme: 2,
        tagline: 'Sharper images at a fraction of the dose',
        products: ['photon-counting CT', 'AI-assisted reconstruction', 'portable ultrasound'],
      },
    ],
  },
  {
    title: 'Gold',
    colour: '#D4AF37',
    textColour: '#3E2723',
    sponsors: [
      {
        title: 'Quantara Health',
        industry: 'Software',
        expertise: 'Clinical data science',
        theme: 3,
        tagline: 'Predictive analytics for safer hospitals',
        products: ['an early-warning platform', 'a model-monitoring dashboard', 'de-identification services'],
      },
      {
        title: 'BioSynthex Labs',
        industry: 'Biotechnology',
        expertise: 'Regenerative medicine',
        theme: 4,
        tagline: 'Bioinks and scaffolds for tissue engineering',
        products: ['GMP-grade bioinks', 'bioprinting systems', 'organ-on-chip kits'],
      },
      {
        title: 'Vitalink Digital',
        industry: 'Digital health',
        expertise: 'Telemedicine',
        theme: 5,
        tagline: 'Connected care from ward to home',
        products: ['a virtual ward platform', 'FHIR integration services', 'patient apps'],
      },
      {
        title: 'Orthoweave Robotics',
        industry: 'Robotics',
        expertise: 'Rehabilitation',
        theme: 6,
        tagline: 'Wearable robots for rehabilitation',
        products: ['lower-limb exoskeletons', 'upper-limb trainers', 'gait analytics'],
      },
      {
        title: 'Sonoview Diagnostics',
        industry: 'Diagnostic imaging',
        expertise: 'Ultrasound',
        theme: 2,
        tagline: 'Ultrasound wherever care happens',
        products: ['handheld ultrasound probes', 'elastography software', 'tele-ultrasound'],
      },
    ],
  },
  {
    title: 'Silver',
    colour: '#C0C0C0',
    textColour: '#212121',
    sponsors: [
      {
        title: 'Pulsetrack',
        industry: 'Wearables',
        expertise: 'Cardiology',
        theme: 7,
        tagline: 'Clinical-grade ECG patches',
        products: ['a 14-day ECG patch', 'arrhythmia detection software'],
      },
      {
        title: 'Clinexa Software',
        industry: 'Software',
        expertise: 'Regulatory affairs',
        theme: 9,
        tagline: 'Quality management for medical software',
        products: ['an eQMS for MDR', 'clinical evaluation templates'],
      },
      {
        title: 'Medicraft Instruments',
        industry: 'Medical devices',
        expertise: 'Surgery',
        theme: 6,
        tagline: 'Precision instruments for minimally invasive surgery',
        products: ['laparoscopic instruments', 'force-sensing graspers'],
      },
      {
        title: 'Aurion Biosciences',
        industry: 'Diagnostics',
        expertise: 'Oncology',
        theme: 8,
        tagline: 'Liquid biopsy made routine',
        products: ['ctDNA assays', 'a cloud reporting portal'],
      },
      {
        title: 'Datalytix Health',
        industry: 'Software',
        expertise: 'Health economics',
        theme: 9,
        tagline: 'Real-world evidence you can defend',
        products: ['registry analytics', 'cost-effectiveness models'],
      },
      {
        title: 'Protonis Therapy Systems',
        industry: 'Radiotherapy',
        expertise: 'Oncology',
        theme: 8,
        tagline: 'Compact proton therapy',
        products: ['a single-room proton system', 'adaptive planning software'],
      },
    ],
  },
  {
    title: 'Start-ups',
    colour: '#43A047',
    textColour: '#FFFFFF',
    sponsors: [
      {
        title: 'Nanoprobe Labs',
        industry: 'Biosensors',
        expertise: 'Point-of-care testing',
        theme: 7,
        tagline: 'A lab in your pocket',
        products: ['a smartphone-read immunoassay'],
      },
      {
        title: 'Kinetiq Rehab',
        industry: 'Digital therapeutics',
        expertise: 'Rehabilitation',
        theme: 6,
        tagline: 'Home rehabilitation, coached by motion sensors',
        products: ['a sensor-guided exercise app'],
      },
      {
        title: 'Dermascan AI',
        industry: 'Software',
        expertise: 'Dermatology',
        theme: 3,
        tagline: 'Skin lesion triage in seconds',
        products: ['an image triage assistant'],
      },
      {
        title: 'Glucora',
        industry: 'Wearables',
        expertise: 'Diabetes',
        theme: 7,
        tagline: 'Needle-free glucose trends',
        products: ['a sweat-based glucose sensor'],
      },
      {
        title: 'Voxelmind',
        industry: 'Software',
        expertise: 'Radiology',
        theme: 2,
        tagline: 'Segmentation you can audit',
        products: ['an open segmentation toolkit'],
      },
      {
        title: 'Tendra Bio',
        industry: 'Biotechnology',
        expertise: 'Orthopaedics',
        theme: 4,
        tagline: 'Tendon repair, engineered',
        products: ['a resorbable tendon scaffold'],
      },
    ],
  },
];
