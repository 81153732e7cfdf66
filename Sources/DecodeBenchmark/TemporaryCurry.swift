// Stand-in for the Curry module's `curry` until it lands on main; deleted then.

func curry<T1, T2, R>(_ function: @escaping (T1, T2) -> R) -> (T1) -> (T2) -> R {
  { (a1: T1) in { (a2: T2) in function(a1, a2) } }
}

func curry<T1, T2, T3, R>(_ function: @escaping (T1, T2, T3) -> R) -> (T1) -> (T2) -> (T3) -> R {
  { (a1: T1) in { (a2: T2) in { (a3: T3) in function(a1, a2, a3) } } }
}

func curry<T1, T2, T3, T4, R>(_ function: @escaping (T1, T2, T3, T4) -> R) -> (T1) -> (T2) -> (T3) -> (T4) -> R {
  { (a1: T1) in { (a2: T2) in { (a3: T3) in { (a4: T4) in function(a1, a2, a3, a4) } } } }
}

func curry<T1, T2, T3, T4, T5, T6, T7, T8, R>(_ function: @escaping (T1, T2, T3, T4, T5, T6, T7, T8) -> R) -> (T1) -> (
  T2
) -> (T3) -> (T4) -> (T5) -> (T6) -> (T7) -> (T8) -> R {
  { (a1: T1) in
    { (a2: T2) in
      { (a3: T3) in
        { (a4: T4) in
          { (a5: T5) in { (a6: T6) in { (a7: T7) in { (a8: T8) in function(a1, a2, a3, a4, a5, a6, a7, a8) } } } }
        }
      }
    }
  }
}

func curry<T1, T2, T3, T4, T5, T6, T7, T8, T9, R>(_ function: @escaping (T1, T2, T3, T4, T5, T6, T7, T8, T9) -> R) -> (
  T1
) -> (T2) -> (T3) -> (T4) -> (T5) -> (T6) -> (T7) -> (T8) -> (T9) -> R {
  { (a1: T1) in
    { (a2: T2) in
      { (a3: T3) in
        { (a4: T4) in
          { (a5: T5) in
            { (a6: T6) in { (a7: T7) in { (a8: T8) in { (a9: T9) in function(a1, a2, a3, a4, a5, a6, a7, a8, a9) } } } }
          }
        }
      }
    }
  }
}

func curry<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, R>(
  _ function: @escaping (T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17) -> R
) -> (T1) -> (T2) -> (T3) -> (T4) -> (T5) -> (T6) -> (T7) -> (T8) -> (T9) -> (T10) -> (T11) -> (T12) -> (T13) -> (T14)
  -> (T15) -> (T16) -> (T17) -> R
{
  { (a1: T1) in
    { (a2: T2) in
      { (a3: T3) in
        { (a4: T4) in
          { (a5: T5) in
            { (a6: T6) in
              { (a7: T7) in
                { (a8: T8) in
                  { (a9: T9) in
                    { (a10: T10) in
                      { (a11: T11) in
                        { (a12: T12) in
                          { (a13: T13) in
                            { (a14: T14) in
                              { (a15: T15) in
                                { (a16: T16) in
                                  { (a17: T17) in
                                    function(a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17)
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}

func curry<T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18, R>(
  _ function: @escaping (T1, T2, T3, T4, T5, T6, T7, T8, T9, T10, T11, T12, T13, T14, T15, T16, T17, T18) -> R
) -> (T1) -> (T2) -> (T3) -> (T4) -> (T5) -> (T6) -> (T7) -> (T8) -> (T9) -> (T10) -> (T11) -> (T12) -> (T13) -> (T14)
  -> (T15) -> (T16) -> (T17) -> (T18) -> R
{
  { (a1: T1) in
    { (a2: T2) in
      { (a3: T3) in
        { (a4: T4) in
          { (a5: T5) in
            { (a6: T6) in
              { (a7: T7) in
                { (a8: T8) in
                  { (a9: T9) in
                    { (a10: T10) in
                      { (a11: T11) in
                        { (a12: T12) in
                          { (a13: T13) in
                            { (a14: T14) in
                              { (a15: T15) in
                                { (a16: T16) in
                                  { (a17: T17) in
                                    { (a18: T18) in
                                      function(
                                        a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18)
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }
}
